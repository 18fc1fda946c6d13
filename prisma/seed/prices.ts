// Prices as a silver shop sets them: the selling price is a whole-rupee figure such as ₹1,499,
// the original (struck-through) price is whole rupees too, and the discount percent is whatever
// takes one to the other exactly under the shop's own rounding (sellingPricePaise, two decimals).
// Not every pair has such a discount, so the original price is searched for near the intended one,
// preferring "shop-like" figures (₹1,999, ₹2,000, ₹2,490) and round discounts (20%, 12.5%).
import { sellingPricePaise } from "@/lib/format";

export interface PricePoint {
  /** Original price, whole rupees. */
  price: number;
  /** Discount percent, at most two decimals. */
  discount: number;
  /** Selling price after the discount, whole rupees. */
  selling: number;
}

/** The discount (two decimals) that takes `price` to exactly `selling` (both whole rupees), or null. */
export function exactDiscount(price: number, selling: number): number | null {
  if (!Number.isInteger(price) || !Number.isInteger(selling) || selling > price || selling <= 0) return null;
  const basisPoints = Math.round(10_000 * (1 - selling / price));
  for (const bp of [basisPoints, basisPoints - 1, basisPoints + 1]) {
    if (bp < 0 || bp > 9_900) continue;
    if (sellingPricePaise(price * 100, bp / 100) === selling * 100) return bp / 100;
  }
  return null;
}

/** How shop-like a whole-rupee figure looks: ₹1,999 and ₹2,000 beat ₹2,490, which beats ₹2,347. */
function figureScore(rupees: number): number {
  if (rupees % 100 === 99 || rupees % 1000 === 0) return 4;
  if (rupees % 100 === 0 || rupees % 100 === 49 || rupees % 50 === 0) return 3;
  if (rupees % 10 === 9 || rupees % 10 === 0) return 2;
  if (rupees % 5 === 0) return 1;
  return 0;
}

function discountScore(discount: number): number {
  if (Number.isInteger(discount)) return discount % 5 === 0 ? 4 : 3;
  return Number.isInteger(discount * 10) ? 2 : 0;
}

const cache = new Map<string, PricePoint>();

/**
 * A price point near a target: selling at about `sellingAbout` rupees (within 4%, a shop-like
 * figure) with a discount near `discountAbout` percent (within 4 points); 0 means no discount.
 * Deterministic, and memoised for the scale seed.
 */
export function pricePoint(sellingAbout: number, discountAbout: number): PricePoint {
  if (!Number.isInteger(sellingAbout) || sellingAbout <= 0) throw new Error(`selling price must be whole rupees: ${sellingAbout}`);
  if (discountAbout <= 0) return { price: sellingAbout, discount: 0, selling: sellingAbout };
  const id = `${sellingAbout}:${discountAbout}`;
  const known = cache.get(id);
  if (known) return known;
  let best: (PricePoint & { score: number }) | null = null;
  const spread = Math.max(10, Math.round(sellingAbout * 0.04));
  for (let selling = sellingAbout - spread; selling <= sellingAbout + spread; selling++) {
    const sellingLooks = figureScore(selling);
    if (sellingLooks < 2) continue;
    const low = Math.ceil(selling / (1 - Math.max(0.5, discountAbout - 4) / 100));
    const high = Math.floor(selling / (1 - Math.min(60, discountAbout + 4) / 100));
    // Only figures that end in 0, 5 or 9 can look shop-like: step through those.
    for (let price = low - (low % 5); price <= high + 1; price += price % 10 === 9 ? 1 : price % 10 === 0 ? 5 : 4) {
      if (price < low || price > high) continue;
      const priceLooks = figureScore(price);
      if (priceLooks < 1) continue;
      const discount = exactDiscount(price, selling);
      if (discount === null) continue;
      const score =
        sellingLooks * 10 + priceLooks * 6 + discountScore(discount) * 6 - Math.abs(discount - discountAbout) * 2 - (Math.abs(selling - sellingAbout) / sellingAbout) * 100;
      if (!best || score > best.score) best = { price, discount, selling, score };
    }
  }
  if (!best) throw new Error(`no shop-like price point near ₹${sellingAbout} with about ${discountAbout}% off`);
  const point = { price: best.price, discount: best.discount, selling: best.selling };
  cache.set(id, point);
  return point;
}
