import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { CategoryDTO } from "@/lib/types/catalogue";
import { TAG } from "@/server/cache-tags";
import { categorySelect, toCategoryDTO } from "@/server/catalogue/category-dto";
import { db } from "@/server/db";

/** An active category by slug, or null (unknown or switched off). */
export async function getCategoryBySlug(slug: string): Promise<CategoryDTO | null> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(TAG.categories, TAG.products);

  const row = await db.category.findFirst({ where: { slug, active: true }, select: categorySelect });
  return row ? toCategoryDTO(row) : null;
}
