import "server-only";
import type { Category } from "@/lib/types/catalogue";
import { listCategories } from "@/server/catalogue/list-categories";

/** An active category by slug, or null (unknown or switched off). Reads the cached category list. */
export async function getCategoryBySlug(slug: string): Promise<Category | null> {
  return (await listCategories()).find((category) => category.slug === slug) ?? null;
}
