import "server-only";
import { ROLE_LABELS, type StaffRole } from "@/lib/admin/permissions";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { recordAudit } from "@/server/admin/audit";
import { lockActiveOwners } from "@/server/admin/staff/lock-owners";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { conflict, notFound } from "@/server/errors";

/**
 * Gives a member another role; it applies to their next request (authorize() reads the role each
 * time). The last active owner cannot be made anything else (409), checked under the owners' locks.
 */
export async function changeStaffRole({ admin, staffId, role }: { admin: Pick<SessionAdmin, "id" | "email" | "role">; staffId: string; role: StaffRole }): Promise<{ name: string; changed: boolean }> {
  return db.$transaction(async (tx) => {
    const owners = await lockActiveOwners(tx);
    const target = await tx.admin.findUnique({ where: { id: staffId }, select: { id: true, name: true, email: true, role: true, active: true } });
    if (!target) throw notFound(STAFF_MSG.staffNotFound);
    if (target.role === role) return { name: target.name, changed: false };
    if (role !== "owner" && owners.length === 1 && owners[0] === target.id) throw conflict(STAFF_MSG.lastOwner);
    await tx.admin.update({ where: { id: target.id }, data: { role } });
    await recordAudit(tx, admin, {
      entity: "staff",
      entityId: target.id,
      action: "update",
      summary: `Changed ${target.name} <${target.email}> from ${ROLE_LABELS[target.role]} to ${ROLE_LABELS[role]}`,
      changes: { role: [target.role, role] },
    });
    return { name: target.name, changed: true };
  });
}
