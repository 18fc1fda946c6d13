// Pieces sold by size for the orders, payments and returns tests (issue 42): a size set of its own
// (unique name) and a piece offered in some of its sizes, each with its own stock, price and (by
// weight) net weight, written as the back office writes them: ProductSize rows, the trigger keeping
// Product.stock their sum, and the piece's own price that of its cheapest size.
import { db } from "@/server/db";
import { createCategory, createProduct, uniq } from "../support/factories";

export interface SizeSpec {
  label: string;
  stock: number;
  /** Rupees (default 2499). */
  price?: number;
  netWeightMg?: number | null;
  /** A code; the piece's own suffix is added (codes are unique across pieces): read it back with sku(). */
  sku?: string | null;
}

export async function createSizedProduct({ sizes, name, categoryId }: { sizes: SizeSpec[]; name?: string; categoryId?: string }) {
  const set = await db.sizeSet.create({
    data: { name: `Ring sizes ${uniq()}`, kind: "ring", sizes: { create: sizes.map((size, position) => ({ label: size.label, position })) } },
    select: { id: true, sizes: { select: { id: true, label: true } } },
  });
  const cheapest = Math.min(...sizes.map((size) => size.price ?? 2499));
  const product = await createProduct({ categoryId: categoryId ?? (await createCategory()).id, price: cheapest, stock: 0, ...(name ? { name } : {}) });
  await db.product.update({ where: { id: product.id }, data: { sizeSetId: set.id } });
  const idOf = new Map(set.sizes.map((size) => [size.label, size.id]));
  // Codes are unique across all pieces: each piece's own suffix.
  const suffix = uniq().toUpperCase();
  for (const size of sizes) {
    const paise = Math.round((size.price ?? 2499) * 100);
    await db.productSize.create({
      data: { productId: product.id, sizeId: idOf.get(size.label)!, stock: size.stock, pricePaise: paise, sellingPricePaise: paise, netWeightMg: size.netWeightMg ?? null, sku: size.sku ? `${size.sku}-${suffix}` : null },
    });
  }
  const row = await db.product.findUniqueOrThrow({ where: { id: product.id } });
  return { ...row, sizeId: (label: string) => idOf.get(label)!, sku: (code: string) => `${code}-${suffix}` };
}

/** Each size's stock by label, and the piece's own stock (the trigger's sum). */
export async function sizeStock(productId: string): Promise<{ sizes: Record<string, number>; total: number }> {
  const rows = await db.productSize.findMany({ where: { productId }, select: { stock: true, size: { select: { label: true } } } });
  const product = await db.product.findUniqueOrThrow({ where: { id: productId }, select: { stock: true } });
  return { sizes: Object.fromEntries(rows.map((row) => [row.size.label, row.stock])), total: product.stock };
}
