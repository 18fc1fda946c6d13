import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Product } from "@/lib/types/catalogue";
import { compareColorNames } from "@/server/catalogue/color-order";
import type { MoneyAsNumber } from "@/server/db-money";

// The one Prisma `select` every product read uses, so lists, search and detail return the same
// Product and read only the columns it needs.
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
  reviewCount: true,
  ratingSum: true,
  createdAt: true,
  updatedAt: true,
  category: { select: { id: true, name: true, slug: true, description: true } },
  images: { select: { url: true }, orderBy: { position: "asc" } },
  // Only colours still offered: a shopper must not pick a colour the shop has switched off.
  colors: { where: { color: { active: true } }, select: { color: { select: { id: true, name: true, hex: true } } } },
  sizeSet: { select: { id: true, name: true, kind: true } },
  sizes: {
    select: { stock: true, sku: true, pricePaise: true, sellingPricePaise: true, size: { select: { id: true, label: true, position: true } } },
    orderBy: { size: { position: "asc" } },
  },
} satisfies Prisma.ProductSelect;

type ProductRow = MoneyAsNumber<Prisma.ProductGetPayload<{ select: typeof productSelect }>>;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    code: row.code,
    description: row.description,
    pricePaise: row.pricePaise,
    discountPercent: Number(row.discountPercent),
    sellingPricePaise: row.sellingPricePaise,
    stock: row.stock,
    weightGrams: Number(row.weightGrams),
    active: row.active,
    inStock: row.active && row.stock > 0,
    images: row.images.map((image) => image.url),
    videoUrl: row.videoUrl,
    newArrival: row.newArrival,
    trendingProd: row.trendingProd,
    bestSeller: row.bestSeller,
    reviewCount: row.reviewCount,
    ratingSum: row.ratingSum,
    category: row.category,
    colors: row.colors.map(({ color }) => color).sort((a, b) => compareColorNames(a.name, b.name)),
    sizeSet: row.sizeSet,
    sizes: row.sizes.map(({ size, stock, sku, pricePaise, sellingPricePaise }) => ({ id: size.id, label: size.label, stock, sku, pricePaise, sellingPricePaise })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
