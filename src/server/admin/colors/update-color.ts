import "server-only";
import { COLOR_MSG } from "@/lib/admin/catalogue-messages";
import type { ColorUpdate } from "@/lib/admin/color-schema";
import type { Color } from "@/lib/types/catalogue";
import { recordAudit } from "@/server/admin/audit";
import type { Actor } from "@/server/admin/colors/color-rules";
import { adminColorSelect, lockColor, toAdminColor } from "@/server/admin/colors/color-record";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";
import { badRequest } from "@/server/errors";

/**
 * PUT /api/color/update/{id} { name, status? }: the name can never change (§5: delete and re-add
 * instead), so the update carries the colour's own name and, from the modal's 'Edit Status', its
 * status. Products keep the colour they were given either way.
 */
export async function updateColor({ admin, id, input }: { admin: Actor; id: string; input: ColorUpdate }): Promise<Color> {
  const result = await db.$transaction(async (tx) => {
    const before = await lockColor(tx, id);
    if (input.name !== before.name) throw badRequest(COLOR_MSG.nameLockedError);
    if (input.status === undefined || input.status === before.active) return { row: before, changed: false };
    const row = await tx.color.update({ where: { id }, data: { active: input.status }, select: adminColorSelect });
    await recordAudit(tx, admin, {
      entity: "color",
      entityId: id,
      action: "update",
      summary: `Updated color "${before.name}"`,
      changes: { status: [before.active, input.status] },
    });
    return { row, changed: true };
  });
  if (result.changed) refreshStorefront({ colors: true, products: true });
  return toAdminColor(result.row);
}
