import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { slugify } from "@/lib/format";
import type { Color } from "@/lib/types/catalogue";
import { TAG } from "@/server/cache-tags";
import { compareColorNames } from "@/server/catalogue/color-order";
import { db } from "@/server/db";

/** The colours on offer (active only): Silver, Rose Gold, Gold. */
export async function listColors(): Promise<Color[]> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(TAG.colors);

  const rows = await db.color.findMany({ where: { active: true }, select: { id: true, name: true, hex: true, active: true } });
  return rows.sort((a, b) => compareColorNames(a.name, b.name)).map((row) => ({ ...row, slug: slugify(row.name) }));
}
