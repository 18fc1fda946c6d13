import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { CategoryDTO } from "@/lib/types/catalogue";

export const categorySelect = {
  id: true,
  name: true,
  slug: true,
  description: true,
  imageUrl: true,
  active: true,
  // Every product counts, inactive ones too: the storefront lists them as out of stock.
  _count: { select: { products: true } },
} satisfies Prisma.CategorySelect;

export type CategoryRow = Prisma.CategoryGetPayload<{ select: typeof categorySelect }>;

export function toCategoryDTO(row: CategoryRow): CategoryDTO {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.imageUrl ? { url: row.imageUrl } : null,
    status: row.active,
    count: row._count.products,
  };
}
