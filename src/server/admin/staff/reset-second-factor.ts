import "server-only";
import { revokeOwnerSessions } from "@/server/auth/owner-sessions";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { recordAudit } from "@/server/admin/audit";
import { secondFactorResetMail } from "@/server/admin/staff/second-factor-reset-mail";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { conflict, notFound } from "@/server/errors";
import { sendMail } from "@/server/mail/send-mail";

/**
 * The owner's way back in for a member who lost their phone and their recovery codes (issue 43): in
 * one transaction their authenticator app, recovery codes, passkeys and pending passkey challenges go,
 * every session is revoked and the session version raised (their next request is a 401; they sign in
 * again with their password and, where the policy asks, set up a second factor again), and the
 * change is audited. Then the member is mailed, so a reset they did not ask for does not go unseen.
 * Nobody resets their own (409): they have their recovery codes, /admin/account, or `npm run admin:create`.
 */
export async function resetSecondFactor({
  admin,
  staffId,
  now = new Date(),
}: {
  admin: Pick<SessionAdmin, "id" | "email" | "name" | "role">;
  staffId: string;
  now?: Date;
}): Promise<{ name: string; sessionsEnded: number }> {
  const { target, sessionsEnded } = await db.$transaction(async (tx) => {
    // FOR UPDATE: two owners resetting the same member at once queue here, and a concurrent enrolment
    // (which updates this row) lands either wholly before or wholly after the reset.
    const [target] = await tx.$queryRaw<{ id: string; name: string; email: string; hasTotp: boolean }[]>`
      SELECT "id", "name", "email", "totpEnabledAt" IS NOT NULL AS "hasTotp" FROM "Admin" WHERE "id" = ${staffId} FOR UPDATE`;
    if (!target) throw notFound(STAFF_MSG.staffNotFound);
    if (target.id === admin.id) throw conflict(STAFF_MSG.resetNotYourself);
    await tx.admin.update({
      where: { id: target.id },
      data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null, sessionVersion: { increment: 1 } },
    });
    const { count: codes } = await tx.adminRecoveryCode.deleteMany({ where: { adminId: target.id } });
    const { count: passkeys } = await tx.passkey.deleteMany({ where: { adminId: target.id } });
    await tx.authChallenge.deleteMany({ where: { adminId: target.id } });
    const sessionsEnded = await revokeOwnerSessions({ kind: "admin", ownerId: target.id, now }, tx);
    const removed = [target.hasTotp ? "the authenticator app" : null, codes ? `${codes} recovery code${codes === 1 ? "" : "s"}` : null, passkeys ? `${passkeys} passkey${passkeys === 1 ? "" : "s"}` : null].filter(Boolean);
    await recordAudit(tx, admin, {
      entity: "staff",
      entityId: target.id,
      action: "update",
      summary:
        `Reset the second factor of "${target.name}" (${target.email})` +
        (removed.length ? `: removed ${removed.join(", ")}` : "") +
        ` and ended ${sessionsEnded} session${sessionsEnded === 1 ? "" : "s"}`,
    });
    return { target, sessionsEnded };
  });
  // The reset has happened: a mail server that is down must not turn it into an error on screen.
  try {
    await sendMail(secondFactorResetMail({ to: target.email, name: target.name, resetBy: admin.name }), now);
  } catch (error) {
    console.error("The second-factor reset mail could not be sent", error);
  }
  return { name: target.name, sessionsEnded };
}
