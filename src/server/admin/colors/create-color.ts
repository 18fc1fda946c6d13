import "server-only";
import { COLOR_MSG } from "@/lib/admin/catalogue-messages";
import type { ColorName } from "@/lib/constants";
import type { Color } from "@/lib/types/catalogue";
import { recordAudit } from "@/server/admin/audit";
import { adminColorSelect, toAdminColor } from "@/server/admin/colors/color-record";
import { type Actor, COLOR_HEX } from "@/server/admin/colors/color-rules";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";
import { conflict } from "@/server/errors";

/** POST /api/color/create { name }: one of Silver, Rose Gold, Gold not yet in the shop, active, with its fixed swatch. */
export async function createColor({ admin, name }: { admin: Actor; name: ColorName }): Promise<Color> {
  let row;
  try {
    row = await db.$transaction(async (tx) => {
      if (await tx.color.findUnique({ where: { name }, select: { id: true } })) throw conflict(COLOR_MSG.exists(name));
      const created = await tx.color.create({ data: { name, hex: COLOR_HEX[name] }, select: adminColorSelect });
      await recordAudit(tx, admin, {
        entity: "color",
        entityId: created.id,
        action: "create",
        summary: `Created color "${name}"`,
        changes: { name: [null, name], status: [null, true] },
      });
      return created;
    });
  } catch (error) {
    // Two adds of the same colour at once: the unique name refuses the second.
    if ((error as { code?: unknown } | null)?.code === "P2002") throw conflict(COLOR_MSG.exists(name));
    throw error;
  }
  refreshStorefront({ colors: true, products: true });
  return toAdminColor(row);
}
