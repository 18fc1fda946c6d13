import "server-only";
import type { AdminSizeJSON } from "@/lib/admin/size-json-types";
import { SIZE_MSG } from "@/lib/admin/size-messages";
import { type SizeInput, sizeMeasureProblem } from "@/lib/admin/size-schema";
import { changedFields, recordAudit } from "@/server/admin/audit";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { type Actor, adminSizeJSON, adminSizeSelect, lockSize, lockSizeSet, sizeAuditView } from "@/server/admin/sizes/size-record";
import { db } from "@/server/db";
import { badRequest, conflict, isUniqueViolation } from "@/server/errors";

/**
 * PATCH /api/admin/sizes/{setId}/{sizeId} { label, position?, measurements }: a new label, order or
 * measurements. Pieces that offer it keep it (their stock, code and weight); orders keep the label
 * they were placed with (a snapshot).
 */
export async function updateSize({ admin, setId, sizeId, input }: { admin: Actor; setId: string; sizeId: string; input: SizeInput }): Promise<AdminSizeJSON> {
  try {
    const result = await db.$transaction(async (tx) => {
      const set = await lockSizeSet(tx, setId);
      const before = await lockSize(tx, setId, sizeId);
      const problem = sizeMeasureProblem(set.kind, input);
      if (problem) throw badRequest(problem);
      const same = await tx.size.findFirst({ where: { setId, id: { not: sizeId }, label: { equals: input.label, mode: "insensitive" } }, select: { id: true } });
      if (same) throw conflict(SIZE_MSG.labelTaken(input.label));
      const row = await tx.size.update({
        where: { id: sizeId },
        data: {
          label: input.label,
          position: input.position ?? before.position,
          innerDiameterMm: input.innerDiameterMm,
          circumferenceMm: input.circumferenceMm,
          lengthInches: input.lengthInches,
        },
        select: adminSizeSelect,
      });
      const was = sizeAuditView(before);
      const changes = changedFields(was, sizeAuditView(row), Object.keys(was) as (keyof typeof was)[]);
      if (Object.keys(changes).length > 0) {
        await recordAudit(tx, admin, { entity: "size_set", entityId: setId, action: "update", summary: `Updated size "${before.label}" of size set "${set.name}"`, changes });
      }
      return { row, changed: Object.keys(changes).length > 0 };
    });
    if (result.changed && result.row._count.offeredBy > 0) refreshStorefront({ products: true });
    return adminSizeJSON(result.row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SIZE_MSG.labelTaken(input.label));
    throw error;
  }
}
