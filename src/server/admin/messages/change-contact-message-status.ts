import "server-only";
import { z } from "zod";
import { CONTACT_MESSAGE_MSG } from "@/lib/admin/people-messages";
import { CUID } from "@/lib/schemas/query-values";
import { recordAudit } from "@/server/admin/audit";
import { type AdminContactMessageRow, adminContactMessageSelect } from "@/server/admin/messages/contact-message-record";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { notFound } from "@/server/errors";

export const ZContactMessageStatusParams = z.object({
  id: z.string().regex(CUID, { error: CONTACT_MESSAGE_MSG.badId }),
  status: z.enum(["true", "false"], { error: CONTACT_MESSAGE_MSG.badStatus }),
});

/**
 * PATCH /api/admin/messages/{id}/status/{true|false}: marks a contact message read or unread, by a
 * conditional update (audited only when the flag really flips).
 */
export async function changeContactMessageStatus({ admin, id, read }: { admin: Pick<SessionAdmin, "id" | "email">; id: string; read: boolean }): Promise<AdminContactMessageRow> {
  return db.$transaction(async (tx) => {
    const flipped = await tx.contactMessage.updateMany({ where: { id, read: !read }, data: { read } });
    const row = await tx.contactMessage.findUnique({ where: { id }, select: adminContactMessageSelect });
    if (!row) throw notFound(CONTACT_MESSAGE_MSG.notFound);
    if (flipped.count === 1) {
      await recordAudit(tx, admin, {
        entity: "contact_message",
        entityId: id,
        action: "status",
        summary: `Marked the message from ${row.name} <${row.email}> as ${read ? "read" : "unread"}`,
        changes: { read: [!read, read] },
      });
    }
    return row;
  });
}
