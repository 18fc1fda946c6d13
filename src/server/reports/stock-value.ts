import "server-only";
import type { PriceBreakup } from "@/lib/pricing/by-weight";
import { db } from "@/server/db";
import { BY_WEIGHT_TERMS, byWeightBreakups, latestSilverRate } from "@/server/pricing/by-weight-breakup";

// What the stock is worth now (issue 45 §3): every active piece with stock, per size where it is
// sold by size. A by-weight piece (or size) at today's silver rate, its bill taken apart as the
// product page shows it (byWeightBreakups: metal, making, other charges, GST, rounding, from its own
// net weight); a fixed-price piece at its price. "Value" is what the stock sells for today (the
// selling price, after any discount, times the stock); "at list price" is before the discount.
// Totals by category and for the whole shop.

export interface StockValueParts {
  metalPaise: number;
  makingPaise: number;
  otherPaise: number;
  gstPaise: number;
  roundingPaise: number;
  /** The price before discount (the breakup's total; a fixed piece's price). */
  listPaise: number;
  /** What it sells for: the selling price after discount. */
  valuePaise: number;
}

export interface StockValueRow {
  productId: string;
  code: string;
  name: string;
  category: string;
  /** The size's label for a piece sold by size; null otherwise. */
  size: string | null;
  pricingMode: "fixed" | "by_weight";
  /** By weight: the net silver weight of one piece (of this size), in milligrams. */
  netWeightMg: number | null;
  stock: number;
  /** One piece. Metal, making and other are 0 for a fixed price (and a by-weight piece before any rate). */
  unit: StockValueParts;
  /** unit × stock. */
  total: StockValueParts;
}

export interface StockValueCategory {
  category: string;
  pieces: number;
  total: StockValueParts;
}

export interface StockValue {
  /** Today's rate (paise per gram of fine silver) and when it was set; null before the first. */
  silverRate: { paisePerGram: number; setAt: string } | null;
  rows: StockValueRow[];
  categories: StockValueCategory[];
  total: StockValueParts & { pieces: number };
}

const ZERO: StockValueParts = { metalPaise: 0, makingPaise: 0, otherPaise: 0, gstPaise: 0, roundingPaise: 0, listPaise: 0, valuePaise: 0 };
const add = (a: StockValueParts, b: StockValueParts): StockValueParts => ({
  metalPaise: a.metalPaise + b.metalPaise,
  makingPaise: a.makingPaise + b.makingPaise,
  otherPaise: a.otherPaise + b.otherPaise,
  gstPaise: a.gstPaise + b.gstPaise,
  roundingPaise: a.roundingPaise + b.roundingPaise,
  listPaise: a.listPaise + b.listPaise,
  valuePaise: a.valuePaise + b.valuePaise,
});
const times = (parts: StockValueParts, n: number): StockValueParts => ({
  metalPaise: parts.metalPaise * n,
  makingPaise: parts.makingPaise * n,
  otherPaise: parts.otherPaise * n,
  gstPaise: parts.gstPaise * n,
  roundingPaise: parts.roundingPaise * n,
  listPaise: parts.listPaise * n,
  valuePaise: parts.valuePaise * n,
});

function unitParts(breakup: PriceBreakup | null, listPaise: number, sellingPaise: number): StockValueParts {
  if (!breakup) return { ...ZERO, listPaise, valuePaise: sellingPaise };
  return {
    metalPaise: breakup.metalPaise,
    makingPaise: breakup.makingPaise,
    otherPaise: breakup.otherPaise,
    gstPaise: breakup.gstPaise,
    roundingPaise: breakup.roundingPaise ?? 0,
    listPaise: breakup.totalPaise,
    valuePaise: sellingPaise,
  };
}

export async function stockValue(): Promise<StockValue> {
  const pieces = await db.product.findMany({
    where: { active: true, stock: { gt: 0 } },
    orderBy: [{ category: { name: "asc" } }, { name: "asc" }, { code: "asc" }],
    select: {
      ...BY_WEIGHT_TERMS,
      id: true,
      code: true,
      name: true,
      stock: true,
      pricePaise: true,
      sellingPricePaise: true,
      sizeSetId: true,
      category: { select: { name: true } },
      sizes: {
        where: { stock: { gt: 0 } },
        orderBy: { size: { position: "asc" } },
        select: { stock: true, netWeightMg: true, pricePaise: true, sellingPricePaise: true, size: { select: { label: true } } },
      },
    },
  });
  const breakupOf = await byWeightBreakups(db, pieces);
  const rate = pieces.some((piece) => piece.pricingMode === "by_weight") ? await latestSilverRate(db) : null;

  const rows: StockValueRow[] = [];
  for (const piece of pieces) {
    const base = { productId: piece.id, code: piece.code, name: piece.name, category: piece.category.name, pricingMode: piece.pricingMode };
    const variants =
      piece.sizeSetId === null
        ? [{ size: null, stock: piece.stock, netWeightMg: piece.netWeightMg, listPaise: piece.pricePaise, sellingPaise: piece.sellingPricePaise }]
        : piece.sizes.map((size) => ({ size: size.size.label, stock: size.stock, netWeightMg: size.netWeightMg, listPaise: size.pricePaise, sellingPaise: size.sellingPricePaise }));
    for (const variant of variants) {
      const breakup = variant.netWeightMg ? breakupOf({ ...piece, netWeightMg: variant.netWeightMg }) : null;
      const unit = unitParts(breakup, variant.listPaise, variant.sellingPaise);
      rows.push({
        ...base,
        size: variant.size,
        netWeightMg: piece.pricingMode === "by_weight" ? variant.netWeightMg : null,
        stock: variant.stock,
        unit,
        total: times(unit, variant.stock),
      });
    }
  }

  const byCategory = new Map<string, StockValueCategory>();
  for (const row of rows) {
    const category = byCategory.get(row.category) ?? { category: row.category, pieces: 0, total: ZERO };
    byCategory.set(row.category, { category: row.category, pieces: category.pieces + row.stock, total: add(category.total, row.total) });
  }
  const categories = [...byCategory.values()];
  return {
    silverRate: rate ? { paisePerGram: rate.paisePerGram, setAt: rate.setAt.toISOString() } : null,
    rows,
    categories,
    total: { ...categories.reduce((sum, category) => add(sum, category.total), ZERO), pieces: categories.reduce((sum, category) => sum + category.pieces, 0) },
  };
}
