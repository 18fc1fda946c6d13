import "server-only";
import { MSG } from "@/lib/messages/shop";
import type { LoginRequest } from "@/lib/schemas/account";
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS } from "@/server/auth/account-rules";
import { type AccountCustomer } from "@/server/auth/customer-fields";
import { dummyPasswordHash } from "@/server/auth/dummy-hash";
import { assertNotThrottled, countFailure } from "@/server/auth/failure-throttle";
import { hashSecret, needsRehash, verifySecret } from "@/server/auth/password";
import { db } from "@/server/db";
import { unauthorized } from "@/server/errors";

/**
 * Checks an e-mail and password. Every failure (unknown e-mail, Google-only account, deactivated
 * account, wrong password) gets the same 401 msg after the same argon2 work, and counts against
 * the account's and the address's failure limits; once either is used up, every attempt for it is
 * a 429 until its window ends. A hash made with weaker settings is replaced on success.
 */
export async function loginCustomer({ input, address }: { input: LoginRequest; address: string }): Promise<AccountCustomer> {
  const keys = [
    { rule: LOGIN_FAILURES_PER_ACCOUNT, subject: input.email },
    { rule: LOGIN_FAILURES_PER_ADDRESS, subject: address },
  ];
  await assertNotThrottled(keys, MSG.tooManyLogins);

  const customer = await db.customer.findUnique({
    where: { email: input.email },
    select: { id: true, name: true, email: true, phone: true, sessionVersion: true, active: true, passwordHash: true },
  });
  const valid = await verifySecret(input.password, customer?.passwordHash ?? (await dummyPasswordHash()));
  if (!customer?.passwordHash || !customer.active || !valid) {
    await countFailure(keys);
    throw unauthorized(MSG.invalidLogin);
  }

  if (needsRehash(customer.passwordHash)) {
    await db.customer.update({ where: { id: customer.id }, data: { passwordHash: await hashSecret(input.password) } });
  }
  const { active: _active, passwordHash: _hash, ...sessionCustomer } = customer;
  return sessionCustomer;
}
