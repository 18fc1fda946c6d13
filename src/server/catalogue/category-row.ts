import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Category } from "@/lib/types/catalogue";

export const categorySelect = {
  id: true,
  name: true,
  slug: true,
  description: true,
  imageUrl: true,
  active: true,
  updatedAt: true,
  // What the shopper can browse: products the owner has switched off are not listed.
  _count: { select: { products: { where: { active: true } } } },
} satisfies Prisma.CategorySelect;

type CategoryRow = Prisma.CategoryGetPayload<{ select: typeof categorySelect }>;

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    imageUrl: row.imageUrl,
    active: row.active,
    productCount: row._count.products,
    updatedAt: row.updatedAt.toISOString(),
  };
}
