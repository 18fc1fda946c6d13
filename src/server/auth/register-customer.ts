import "server-only";
import { MSG } from "@/lib/messages/shop";
import type { RegisterRequest } from "@/lib/schemas/account";
import { REGISTER_PER_ADDRESS } from "@/server/auth/account-rules";
import { type AccountCustomer, SESSION_CUSTOMER_FIELDS } from "@/server/auth/customer-fields";
import { hashSecret } from "@/server/auth/password";
import { db } from "@/server/db";
import { conflict } from "@/server/errors";
import { enforceRateLimit } from "@/server/rate-limit";

/**
 * Creates a customer with an argon2id hash of the password (never the password). A taken e-mail
 * is a 409, also when two registrations race (the unique index decides). Counts against the
 * address's sign-up limit (429).
 */
export async function registerCustomer({ input, address }: { input: RegisterRequest; address: string }): Promise<AccountCustomer> {
  await enforceRateLimit(REGISTER_PER_ADDRESS, address, MSG.tooManyAccountRequests);
  const taken = await db.customer.findUnique({ where: { email: input.email }, select: { id: true } });
  if (taken) throw conflict(MSG.emailTaken);
  const passwordHash = await hashSecret(input.password);
  try {
    return await db.customer.create({ data: { name: input.name, email: input.email, passwordHash }, select: SESSION_CUSTOMER_FIELDS });
  } catch (error) {
    if ((error as { code?: unknown }).code === "P2002") throw conflict(MSG.emailTaken);
    throw error;
  }
}
