import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { ProductDTO } from "@/lib/types/catalogue";
import { compareColorNames } from "@/server/catalogue/color-order";

// The one Prisma `select` every product read uses, so list and detail return the same DTO and
// read only the columns it needs.
export const productSelect = {
  id: true,
  name: true,
  slug: true,
  code: true,
  description: true,
  pricePaise: true,
  discountPercent: true,
  sellingPricePaise: true,
  stock: true,
  weightGrams: true,
  active: true,
  videoUrl: true,
  newArrival: true,
  trendingProd: true,
  bestSeller: true,
  createdAt: true,
  category: { select: { id: true, name: true, slug: true, description: true } },
  images: { select: { url: true }, orderBy: { position: "asc" } },
  // Only colours still offered: a shopper must not pick a colour the shop has switched off.
  colors: { where: { color: { active: true } }, select: { color: { select: { id: true, name: true, hex: true } } } },
} satisfies Prisma.ProductSelect;

export type ProductRow = Prisma.ProductGetPayload<{ select: typeof productSelect }>;

/** Database row → the API's product JSON (rupees as numbers, ISO dates). */
export function toProductDTO(row: ProductRow): ProductDTO {
  const images = row.images.map((image) => ({ url: image.url }));
  const colors = row.colors
    .map(({ color }) => ({ _id: color.id, name: color.name, hex: color.hex }))
    .sort((a, b) => compareColorNames(a.name, b.name));
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    code: row.code,
    description: row.description,
    price: row.pricePaise / 100,
    discount: Number(row.discountPercent),
    total_price: row.sellingPricePaise / 100,
    quantity: row.stock,
    weight: Number(row.weightGrams),
    status: row.active,
    inStock: row.active && row.stock > 0,
    image: images[0] ?? null,
    images,
    video: row.videoUrl ? { url: row.videoUrl } : null,
    newArrival: row.newArrival,
    trendingProd: row.trendingProd,
    bestSeller: row.bestSeller,
    category_id: {
      _id: row.category.id,
      name: row.category.name,
      slug: row.category.slug,
      description: row.category.description,
    },
    colors,
    createdAt: row.createdAt.toISOString(),
  };
}
