import "server-only";
import type { AdminSizeJSON } from "@/lib/admin/size-json-types";
import { SIZE_MSG } from "@/lib/admin/size-messages";
import { type SizeInput, sizeMeasureProblem } from "@/lib/admin/size-schema";
import { recordAudit } from "@/server/admin/audit";
import { type Actor, adminSizeJSON, adminSizeSelect, lockSizeSet, sizeAuditView } from "@/server/admin/sizes/size-record";
import { db } from "@/server/db";
import { badRequest, conflict, isUniqueViolation } from "@/server/errors";

/**
 * POST /api/admin/sizes/{setId} { label, position?, measurements by the set's kind }: a new size
 * (last in the set when no position is given). Audited on the set.
 */
export async function createSize({ admin, setId, input }: { admin: Actor; setId: string; input: SizeInput }): Promise<AdminSizeJSON> {
  try {
    const row = await db.$transaction(async (tx) => {
      const set = await lockSizeSet(tx, setId);
      const problem = sizeMeasureProblem(set.kind, input);
      if (problem) throw badRequest(problem);
      if (await tx.size.findFirst({ where: { setId, label: { equals: input.label, mode: "insensitive" } }, select: { id: true } })) throw conflict(SIZE_MSG.labelTaken(input.label));
      const last = await tx.size.aggregate({ where: { setId }, _max: { position: true } });
      const position = input.position ?? (last._max.position ?? -1) + 1;
      const created = await tx.size.create({
        data: { setId, label: input.label, position, innerDiameterMm: input.innerDiameterMm, circumferenceMm: input.circumferenceMm, lengthInches: input.lengthInches },
        select: adminSizeSelect,
      });
      const after = sizeAuditView(created);
      await recordAudit(tx, admin, {
        entity: "size_set",
        entityId: setId,
        action: "update",
        summary: `Added size "${created.label}" to size set "${set.name}"`,
        changes: Object.fromEntries(Object.entries(after).map(([key, value]) => [`size ${created.label} ${key}`, [null, value]])),
      });
      return created;
    });
    return adminSizeJSON(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SIZE_MSG.labelTaken(input.label));
    throw error;
  }
}
