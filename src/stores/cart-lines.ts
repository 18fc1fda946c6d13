import { CART_MAX_LINES, QUANTITY_CHOICES } from "@/lib/constants";
import type { CartLine } from "@/lib/types/local-cart";
import { isRecord, isStoredId, readList } from "./safe-storage";

export type { CartLine, NewCartLine } from "@/lib/types/local-cart";

const QTY_MIN = QUANTITY_CHOICES[0];
const QTY_MAX = QUANTITY_CHOICES[QUANTITY_CHOICES.length - 1] ?? QTY_MIN;

/** ₹10 crore: above any piece of jewellery, and low enough that a total stays an exact integer. */
const MAX_PRICE_PAISE = 10_000_000_00;

/**
 * A whole quantity within 1–5, and within `max` (the stock) when given. Never below 1: a line with
 * nothing in it is a removal, which is its own action.
 */
export function clampQty(qty: number, max?: number): number {
  const ceiling = max === undefined || !Number.isFinite(max) ? QTY_MAX : Math.max(QTY_MIN, Math.min(QTY_MAX, Math.floor(max)));
  return Math.min(Math.max(Math.trunc(qty), QTY_MIN), ceiling);
}

/** Whole paise, 0 to MAX_PRICE_PAISE. */
function isPricePaise(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_PRICE_PAISE;
}

/**
 * A line as stored or as passed in (plain guards, see safe-storage.ts). Without a product id or a
 * sane price the line is dropped (neither can be guessed); a bad quantity or colour is repaired to
 * the defaults the shopper can see and change in the cart. Other fields are not copied.
 */
export function parseCartLine(value: unknown): CartLine | null {
  if (!isRecord(value)) return null;
  const { pId, pricePaise, qty, color } = value;
  if (!isStoredId(pId) || !isPricePaise(pricePaise)) return null;
  return {
    pId,
    pricePaise,
    qty: clampQty(typeof qty === "number" && Number.isFinite(qty) ? qty : QTY_MIN),
    color: isStoredId(color) ? color : null,
  };
}

/** Any value to a valid list: lines checked one by one, duplicates dropped (first wins), at most CART_MAX_LINES. */
export function readCartLines(value: unknown): CartLine[] {
  return readList(value, parseCartLine, CART_MAX_LINES);
}

/** The persisted cart (`partialize` stores only the lines), from whatever storage held. */
export function readCartState(stored: unknown): { data: CartLine[] } {
  const data = typeof stored === "object" && stored !== null && "data" in stored ? stored.data : undefined;
  return { data: readCartLines(data) };
}

/** Σ price × qty in integer paise (storefront §4: no extra fee). */
export function cartTotalPaise(lines: readonly CartLine[]): number {
  let total = 0;
  for (const line of lines) total += line.pricePaise * line.qty;
  return total;
}
