import "server-only";
import type { ProfileRequest } from "@/lib/schemas/account";
import { type AccountCustomer, SESSION_CUSTOMER_FIELDS } from "@/server/auth/customer-fields";
import { db } from "@/server/db";

/** Saves the customer's own name and phone (null clears it). Nothing else of the account is writable here. */
export function updateProfile({ customerId, input }: { customerId: string; input: ProfileRequest }): Promise<AccountCustomer> {
  return db.customer.update({ where: { id: customerId }, data: { name: input.name, phone: input.phone }, select: SESSION_CUSTOMER_FIELDS });
}
