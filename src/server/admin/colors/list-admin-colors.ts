import "server-only";
import type { Color } from "@/lib/types/catalogue";
import { adminColorSelect, toAdminColor } from "@/server/admin/colors/color-record";
import { compareColorNames } from "@/server/catalogue/color-order";
import { db } from "@/server/db";

/** Every colour, active and inactive, in the shop's order: Silver, Rose Gold, Gold. */
export async function listAdminColors(): Promise<Color[]> {
  const rows = await db.color.findMany({ select: adminColorSelect });
  return rows.sort((a, b) => compareColorNames(a.name, b.name)).map(toAdminColor);
}
