import "server-only";
import { MSG } from "@/lib/messages/shop";
import type { ResetPasswordRequest } from "@/lib/schemas/account";
import { RESET_PER_ADDRESS } from "@/server/auth/account-rules";
import { hashSecret } from "@/server/auth/password";
import { hashResetToken } from "@/server/auth/reset-token";
import { revokeCustomerSessions } from "@/server/auth/revoke-customer-sessions";
import { db } from "@/server/db";
import { badRequest } from "@/server/errors";
import { enforceRateLimit } from "@/server/rate-limit";

/**
 * Sets a new password from an e-mailed link. The link must be unused, unexpired and its customer
 * active; claiming it is one conditional update, so two uses of the same link cannot both succeed.
 * Ends every session of the customer (their rows are revoked and sessionVersion is raised; they
 * log in with the new password) and voids the customer's other open links.
 */
export async function resetPasswordWithToken({ input, address, now = new Date() }: { input: ResetPasswordRequest; address: string; now?: Date }): Promise<void> {
  await enforceRateLimit(RESET_PER_ADDRESS, address, MSG.tooManyAccountRequests, now);
  const tokenHash = hashResetToken(input.token);
  const token = await db.passwordResetToken.findUnique({ where: { tokenHash }, select: { id: true, customerId: true, customer: { select: { active: true } } } });
  if (!token?.customer.active) throw badRequest(MSG.resetLinkInvalid);

  const passwordHash = await hashSecret(input.password);
  await db.$transaction(async (tx) => {
    const claimed = await tx.passwordResetToken.updateMany({ where: { id: token.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
    if (claimed.count !== 1) throw badRequest(MSG.resetLinkInvalid);
    await tx.customer.update({ where: { id: token.customerId }, data: { passwordHash, sessionVersion: { increment: 1 } } });
    await revokeCustomerSessions({ customerId: token.customerId, now }, tx);
    await tx.passwordResetToken.updateMany({ where: { customerId: token.customerId, usedAt: null }, data: { usedAt: now } });
  });
}
