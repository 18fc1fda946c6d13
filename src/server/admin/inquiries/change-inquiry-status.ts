import "server-only";
import { z } from "zod";
import { INQUIRY_MSG } from "@/lib/admin/people-messages";
import { CUID } from "@/lib/schemas/query-values";
import { recordAudit } from "@/server/admin/audit";
import { type AdminInquiryRow, adminInquirySelect } from "@/server/admin/inquiries/inquiry-record";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { notFound } from "@/server/errors";

export const ZInquiryStatusParams = z.object({
  id: z.string().regex(CUID, { error: INQUIRY_MSG.badId }),
  status: z.enum(["true", "false"], { error: INQUIRY_MSG.badStatus }),
});

/**
 * PATCH /api/inquiry/change-status/{id}/{true|false} (back office §7): marks an inquiry read or
 * unread. The flag flips by a conditional update, so of two clicks at once only one is audited;
 * setting the flag it already has changes nothing and writes no audit entry.
 */
export async function changeInquiryStatus({ admin, id, read }: { admin: Pick<SessionAdmin, "id" | "email">; id: string; read: boolean }): Promise<AdminInquiryRow> {
  return db.$transaction(async (tx) => {
    const flipped = await tx.inquiry.updateMany({ where: { id, read: !read }, data: { read } });
    const row = await tx.inquiry.findUnique({ where: { id }, select: adminInquirySelect });
    if (!row) throw notFound(INQUIRY_MSG.notFound);
    if (flipped.count === 1) {
      await recordAudit(tx, admin, {
        entity: "inquiry",
        entityId: id,
        action: "status",
        summary: `Marked the inquiry from ${row.name} <${row.email}> as ${read ? "read" : "unread"}`,
        changes: { read: [!read, read] },
      });
    }
    return row;
  });
}
