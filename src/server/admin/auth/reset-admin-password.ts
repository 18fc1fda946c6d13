import "server-only";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import type { AdminResetRequest } from "@/lib/schemas/admin-auth";
import { ADMIN_RESET_FAILURES_PER_ACCOUNT, ADMIN_RESET_FAILURES_PER_ADDRESS } from "@/server/admin/auth/admin-auth-rules";
import { dummyPasswordHash } from "@/server/auth/dummy-hash";
import { assertNotThrottled, countFailure } from "@/server/auth/failure-throttle";
import { hashSecret, verifySecret } from "@/server/auth/password";
import { db } from "@/server/db";
import { unauthorized } from "@/server/errors";

/**
 * Sets a new admin password with the reset secret (back office §2 Admin reset password). The secret
 * is checked against its argon2 hash (constant time inside argon2); an unknown e-mail is verified
 * against a dummy hash and gets the same 401 as a wrong secret, and failures are throttled like
 * sign-ins. On success the password changes, the session version rises and every session of the
 * admin is revoked, so a stolen session ends with the reset.
 */
export async function resetAdminPassword({ input, address, now = new Date() }: { input: AdminResetRequest; address: string; now?: Date }): Promise<void> {
  const keys = [
    { rule: ADMIN_RESET_FAILURES_PER_ACCOUNT, subject: input.email },
    { rule: ADMIN_RESET_FAILURES_PER_ADDRESS, subject: address },
  ];
  await assertNotThrottled(keys, ADMIN_AUTH_MSG.tooManyResets);

  const admin = await db.admin.findUnique({ where: { email: input.email }, select: { id: true, resetSecretHash: true } });
  const valid = await verifySecret(input.secretKey, admin?.resetSecretHash ?? (await dummyPasswordHash()));
  if (!admin || !valid) {
    await countFailure(keys);
    throw unauthorized(ADMIN_AUTH_MSG.invalidReset);
  }

  const passwordHash = await hashSecret(input.newPassword);
  await db.$transaction([
    db.admin.update({ where: { id: admin.id }, data: { passwordHash, sessionVersion: { increment: 1 } } }),
    db.session.updateMany({ where: { adminId: admin.id, revokedAt: null }, data: { revokedAt: now } }),
  ]);
}
