import "server-only";
import { SIZE_MSG } from "@/lib/admin/size-messages";
import { recordAudit } from "@/server/admin/audit";
import { type Actor, lockSize, lockSizeSet, sizeAuditView } from "@/server/admin/sizes/size-record";
import { db } from "@/server/db";
import { conflict } from "@/server/errors";

/**
 * DELETE /api/admin/sizes/{setId}/{sizeId}: only while no piece offers it (409 naming how many do).
 * Orders keep the label they were placed with; cart lines of it cannot exist without a piece offering it.
 */
export async function deleteSize({ admin, setId, sizeId }: { admin: Actor; setId: string; sizeId: string }): Promise<void> {
  await db.$transaction(async (tx) => {
    const set = await lockSizeSet(tx, setId);
    const before = await lockSize(tx, setId, sizeId);
    const offered = await tx.productSize.count({ where: { sizeId } });
    if (offered > 0) throw conflict(SIZE_MSG.sizeInUse(before.label, offered));
    await tx.size.delete({ where: { id: sizeId } });
    const was = sizeAuditView(before);
    await recordAudit(tx, admin, {
      entity: "size_set",
      entityId: setId,
      action: "update",
      summary: `Deleted size "${before.label}" from size set "${set.name}"`,
      changes: Object.fromEntries(Object.entries(was).map(([key, value]) => [`size ${before.label} ${key}`, [value, null]])),
    });
  });
}
