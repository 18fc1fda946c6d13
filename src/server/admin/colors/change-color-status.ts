import "server-only";
import type { Color } from "@/lib/types/catalogue";
import { recordAudit } from "@/server/admin/audit";
import type { Actor } from "@/server/admin/colors/color-rules";
import { adminColorSelect, lockColor, toAdminColor } from "@/server/admin/colors/color-record";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";

/**
 * PATCH /api/color/change-status/{id}/{true|false}. An inactive colour leaves the storefront's
 * colour filter and every product's colour choice at once; products keep it, so switching it back
 * on restores them.
 */
export async function changeColorStatus({ admin, id, active }: { admin: Actor; id: string; active: boolean }): Promise<Color> {
  const result = await db.$transaction(async (tx) => {
    const before = await lockColor(tx, id);
    if (before.active === active) return { row: before, changed: false };
    const row = await tx.color.update({ where: { id }, data: { active }, select: adminColorSelect });
    await recordAudit(tx, admin, {
      entity: "color",
      entityId: id,
      action: "status",
      summary: `${active ? "Activated" : "Deactivated"} color "${before.name}"`,
      changes: { status: [before.active, active] },
    });
    return { row, changed: true };
  });
  if (result.changed) refreshStorefront({ colors: true, products: true });
  return toAdminColor(result.row);
}
