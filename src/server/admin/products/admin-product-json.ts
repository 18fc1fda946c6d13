import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { AdminProductJSON } from "@/lib/admin/product-json-types";
import type { MoneyAsNumber } from "@/server/db-money";

// The product row as the back office reads it, and its JSON (back office §3 Product): paise become
// rupees, Decimals become numbers, `active` becomes `status`. Storage keys stay on the server.

export const adminProductSelect = {
  id: true,
  name: true,
  slug: true,
  description: true,
  code: true,
  pricePaise: true,
  discountPercent: true,
  sellingPricePaise: true,
  stock: true,
  weightGrams: true,
  bestSeller: true,
  trendingProd: true,
  newArrival: true,
  active: true,
  videoUrl: true,
  videoKey: true,
  createdAt: true,
  pricingMode: true,
  purity: true,
  huid: true,
  netWeightMg: true,
  makingChargeKind: true,
  makingChargeValue: true,
  otherChargesPaise: true,
  category: { select: { id: true, name: true } },
  colors: { select: { color: { select: { id: true, name: true } } }, orderBy: { color: { name: "asc" } } },
  images: { select: { id: true, url: true, storageKey: true, alt: true, position: true }, orderBy: { position: "asc" } },
  sizeSetId: true,
  sizeSet: { select: { id: true, name: true, kind: true } },
  sizes: {
    select: { sizeId: true, stock: true, sku: true, netWeightMg: true, pricePaise: true, sellingPricePaise: true, size: { select: { label: true, position: true } } },
    orderBy: [{ size: { position: "asc" } }, { sizeId: "asc" }],
  },
} satisfies Prisma.ProductSelect;

export type AdminProductRow = MoneyAsNumber<Prisma.ProductGetPayload<{ select: typeof adminProductSelect }>>;

export const rupees = (paise: number): number => paise / 100;

export function adminProductJSON(row: AdminProductRow): AdminProductJSON {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    code: row.code,
    price: rupees(row.pricePaise),
    discount: Number(row.discountPercent),
    total_price: rupees(row.sellingPricePaise),
    quantity: row.stock,
    weight: Number(row.weightGrams),
    category_id: { _id: row.category.id, name: row.category.name },
    colors: row.colors.map(({ color }) => ({ _id: color.id, name: color.name })),
    images: row.images.map((image) => ({ _id: image.id, url: image.url })),
    video: row.videoUrl ? { url: row.videoUrl } : null,
    bestSeller: row.bestSeller,
    trendingProd: row.trendingProd,
    newArrival: row.newArrival,
    status: row.active,
    createdAt: row.createdAt.toISOString(),
    pricingMode: row.pricingMode,
    purity: row.purity,
    huid: row.huid,
    netWeight: row.netWeightMg === null ? null : row.netWeightMg / 1000,
    makingChargeKind: row.makingChargeKind,
    // paise per gram → ₹ per gram; basis points → percent: both ÷ 100.
    makingCharge: row.makingChargeValue === null ? null : row.makingChargeValue / 100,
    otherCharges: rupees(row.otherChargesPaise),
    sizeSet: row.sizeSet ? { _id: row.sizeSet.id, name: row.sizeSet.name, kind: row.sizeSet.kind } : null,
    sizes: row.sizes.map((size) => ({
      _id: size.sizeId,
      label: size.size.label,
      stock: size.stock,
      sku: size.sku,
      netWeight: size.netWeightMg === null ? null : size.netWeightMg / 1000,
      price: rupees(size.pricePaise),
      total_price: rupees(size.sellingPricePaise),
    })),
  };
}

/** A piece's sizes as the audit log keeps them: "12: 3, 14: 0 @ 3.2 g (LR-12)". */
export const sizesAuditText = (row: Pick<AdminProductRow, "sizes">) =>
  row.sizes.map((size) => `${size.size.label}: ${size.stock}${size.netWeightMg ? ` @ ${size.netWeightMg / 1000} g` : ""}${size.sku ? ` (${size.sku})` : ""}`).join(", ");

/** What the audit log records of a product: prices in rupees, the status as a boolean. */
export function auditView(
  row: Pick<AdminProductRow, "name" | "slug" | "code" | "pricePaise" | "discountPercent" | "sellingPricePaise" | "stock" | "active"> &
    Partial<Pick<AdminProductRow, "pricingMode" | "purity" | "huid">> & { categoryId?: string },
) {
  return {
    pricing: row.pricingMode ?? null,
    purity: row.purity ?? null,
    huid: row.huid ?? null,
    name: row.name,
    slug: row.slug,
    code: row.code,
    price: rupees(row.pricePaise),
    discount: Number(row.discountPercent),
    total_price: rupees(row.sellingPricePaise),
    stock: row.stock,
    status: row.active,
  };
}

export const AUDIT_FIELDS = ["name", "slug", "code", "price", "discount", "total_price", "stock", "status", "pricing", "purity", "huid"] as const;
