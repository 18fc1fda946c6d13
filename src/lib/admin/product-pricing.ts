import { slugify } from "@/lib/format";

// The add/edit product form's derived values (back office §5 Add product, Edit product), pure so
// the form shows what the server will store: the server computes them again and never trusts the
// browser's slug or selling price.

/** Largest discount the shop allows (percent). */
export const MAX_DISCOUNT = 99;

/**
 * The product's web address from its name (§5 Edit product): lower-cased, runs of whitespace,
 * underscore or hyphen become one hyphen, other characters are removed, edge hyphens trimmed.
 * Accented letters keep their base letter ("Café" → "cafe").
 */
export const productSlug = (name: string): string => slugify(name);

/** Rounds to two decimals (money in rupees, percents). */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** The selling price in rupees: price less the discount percent, to two decimals. */
export function totalFromDiscount(price: number, discount: number): number {
  if (!Number.isFinite(price) || !Number.isFinite(discount)) return 0;
  const percent = Math.min(Math.max(discount, 0), MAX_DISCOUNT);
  return round2(price * (1 - percent / 100));
}

/**
 * The discount percent that gives this selling price, clamped to 0–99 and to two decimals; 0 when
 * the price is 0 (nothing to discount).
 */
export function discountFromTotal(price: number, total: number): number {
  if (!Number.isFinite(price) || !Number.isFinite(total) || price <= 0) return 0;
  const percent = (1 - total / price) * 100;
  return round2(Math.min(Math.max(percent, 0), MAX_DISCOUNT));
}

/** The selling price in paise the server stores (the storefront's own rounding, src/lib/format.ts). */
export { sellingPricePaise } from "@/lib/format";
