import "server-only";
import { revokeOwnerSessions } from "@/server/auth/owner-sessions";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { recordAudit } from "@/server/admin/audit";
import { lockActiveOwners } from "@/server/admin/staff/lock-owners";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { conflict, notFound } from "@/server/errors";

/**
 * Deactivates or reactivates a member. Deactivation ends every session at once: the Session rows are
 * revoked and the session version raised, in the same transaction, so their very next request is a
 * 401. Nobody deactivates themselves, and the last active owner cannot be deactivated (409, checked
 * under the owners' locks).
 */
export async function setStaffActive({ admin, staffId, active, now = new Date() }: { admin: Pick<SessionAdmin, "id" | "email" | "role">; staffId: string; active: boolean; now?: Date }): Promise<{ name: string; changed: boolean; sessionsEnded: number }> {
  return db.$transaction(async (tx) => {
    const owners = await lockActiveOwners(tx);
    const target = await tx.admin.findUnique({ where: { id: staffId }, select: { id: true, name: true, email: true, active: true } });
    if (!target) throw notFound(STAFF_MSG.staffNotFound);
    if (target.active === active) return { name: target.name, changed: false, sessionsEnded: 0 };
    let sessionsEnded = 0;
    if (!active) {
      if (target.id === admin.id) throw conflict(STAFF_MSG.notYourself);
      if (owners.length === 1 && owners[0] === target.id) throw conflict(STAFF_MSG.lastOwner);
      await tx.admin.update({ where: { id: target.id }, data: { active: false, sessionVersion: { increment: 1 } } });
      sessionsEnded = await revokeOwnerSessions({ kind: "admin", ownerId: target.id, now }, tx);
    } else {
      await tx.admin.update({ where: { id: target.id }, data: { active: true } });
    }
    await recordAudit(tx, admin, {
      entity: "staff",
      entityId: target.id,
      action: "status",
      summary: active ? `Reactivated ${target.name} <${target.email}>` : `Deactivated ${target.name} <${target.email}> and ended ${sessionsEnded} session${sessionsEnded === 1 ? "" : "s"}`,
      changes: { active: [target.active, active] },
    });
    return { name: target.name, changed: true, sessionsEnded };
  });
}
