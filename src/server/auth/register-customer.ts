import "server-only";
import { MSG } from "@/lib/messages/shop";
import type { RegisterRequest } from "@/lib/schemas/account";
import { REGISTER_PER_ADDRESS } from "@/server/auth/account-rules";
import { type AccountCustomer, SESSION_CUSTOMER_FIELDS } from "@/server/auth/customer-fields";
import { hashSecret } from "@/server/auth/password";
import { db } from "@/server/db";
import { conflict } from "@/server/errors";
import { setConsent } from "@/server/marketing/consent";
import { enforceRateLimit } from "@/server/rate-limit";

/**
 * Creates a customer with an argon2id hash of the password (never the password). A taken e-mail
 * is a 409, also when two registrations race (the unique index decides). Counts against the
 * address's sign-up limit (429). A ticked marketing box gives e-mail consent in the same transaction.
 */
export async function registerCustomer({ input, address }: { input: RegisterRequest; address: string }): Promise<AccountCustomer> {
  await enforceRateLimit(REGISTER_PER_ADDRESS, address, MSG.tooManyAccountRequests);
  const taken = await db.customer.findUnique({ where: { email: input.email }, select: { id: true } });
  if (taken) throw conflict(MSG.emailTaken);
  const passwordHash = await hashSecret(input.password);
  try {
    return await db.$transaction(async (tx) => {
      const customer = await tx.customer.create({ data: { name: input.name, email: input.email, passwordHash }, select: SESSION_CUSTOMER_FIELDS });
      // The sign-up's own marketing box (issue 45): consent only when ticked, recorded as given at sign-up.
      if (input.marketing === true) await setConsent(tx, { email: input.email, channel: "email", granted: true, source: "signup" });
      return customer;
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === "P2002") throw conflict(MSG.emailTaken);
    throw error;
  }
}
