import "server-only";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { recordAudit } from "@/server/admin/audit";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { notFound } from "@/server/errors";

/** Removes one of the admin's own passkeys (its route asks for a fresh second factor); another admin's (or an unknown) id is a 404. */
export async function removePasskey({ admin, id }: { admin: Pick<SessionAdmin, "id" | "email" | "role">; id: string }): Promise<void> {
  await db.$transaction(async (tx) => {
    const removed = await tx.passkey.deleteMany({ where: { id, adminId: admin.id } });
    if (removed.count === 0) throw notFound(STAFF_MSG.passkeyNotFound);
    await recordAudit(tx, admin, { entity: "admin", entityId: admin.id, action: "delete", summary: `Removed a passkey of ${admin.email}` });
  });
}
