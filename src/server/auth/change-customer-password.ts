import "server-only";
import { MSG } from "@/lib/messages/shop";
import type { ChangePasswordRequest } from "@/lib/schemas/account";
import { CHANGE_PASSWORD_FAILURES } from "@/server/auth/account-rules";
import { type AccountCustomer, SESSION_CUSTOMER_FIELDS } from "@/server/auth/customer-fields";
import { dummyPasswordHash } from "@/server/auth/dummy-hash";
import { assertNotThrottled, countFailure } from "@/server/auth/failure-throttle";
import { hashSecret, verifySecret } from "@/server/auth/password";
import { revokeCustomerSessions } from "@/server/auth/revoke-customer-sessions";
import { db } from "@/server/db";
import { badRequest } from "@/server/errors";

/**
 * Changes a logged-in customer's password after checking the current one (a 400, not a 401: the
 * session is fine; 5 wrong tries in 15 minutes → 429). Ends every other session of the customer
 * (their rows are revoked: a stolen cookie stops working), keeps the one that made the change
 * (`sessionId`), and voids any open reset links, all in one transaction.
 */
export async function changeCustomerPassword({ customerId, sessionId, input }: { customerId: string; sessionId: string; input: ChangePasswordRequest }): Promise<AccountCustomer> {
  const keys = [{ rule: CHANGE_PASSWORD_FAILURES, subject: customerId }];
  await assertNotThrottled(keys, MSG.tooManyAccountRequests);
  const current = await db.customer.findUniqueOrThrow({ where: { id: customerId }, select: { passwordHash: true } });
  // A Google-only account has no password to confirm; it can set one through "Forgot password?".
  const valid = await verifySecret(input.currentPassword, current.passwordHash ?? (await dummyPasswordHash()));
  if (!current.passwordHash || !valid) {
    await countFailure(keys);
    throw badRequest(MSG.currentPasswordWrong);
  }
  const passwordHash = await hashSecret(input.newPassword);
  const now = new Date();
  return db.$transaction(async (tx) => {
    const customer = await tx.customer.update({ where: { id: customerId }, data: { passwordHash }, select: SESSION_CUSTOMER_FIELDS });
    await revokeCustomerSessions({ customerId, exceptSessionId: sessionId, now }, tx);
    await tx.passwordResetToken.updateMany({ where: { customerId, usedAt: null }, data: { usedAt: now } });
    return customer;
  });
}
