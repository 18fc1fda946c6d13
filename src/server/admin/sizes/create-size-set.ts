import "server-only";
import type { AdminSizeSetJSON } from "@/lib/admin/size-json-types";
import { SIZE_MSG } from "@/lib/admin/size-messages";
import type { SizeSetCreate } from "@/lib/admin/size-schema";
import { recordAudit } from "@/server/admin/audit";
import { type Actor, adminSizeSetJSON, adminSizeSetSelect } from "@/server/admin/sizes/size-record";
import { db } from "@/server/db";
import { conflict, isUniqueViolation } from "@/server/errors";

/** POST /api/admin/sizes { name, kind }: a new, empty set (409 when the name is taken, in any case). */
export async function createSizeSet({ admin, input }: { admin: Actor; input: SizeSetCreate }): Promise<AdminSizeSetJSON> {
  try {
    const row = await db.$transaction(async (tx) => {
      const same = await tx.sizeSet.findFirst({ where: { name: { equals: input.name, mode: "insensitive" } }, select: { name: true } });
      if (same) throw conflict(SIZE_MSG.setNameTaken(same.name));
      const created = await tx.sizeSet.create({ data: { name: input.name, kind: input.kind }, select: adminSizeSetSelect });
      await recordAudit(tx, admin, {
        entity: "size_set",
        entityId: created.id,
        action: "create",
        summary: `Created size set "${created.name}" (${created.kind})`,
        changes: { name: [null, created.name], kind: [null, created.kind] },
      });
      return created;
    });
    return adminSizeSetJSON(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SIZE_MSG.setNameTaken(input.name));
    throw error;
  }
}
