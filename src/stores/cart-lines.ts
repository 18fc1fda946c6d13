import { CART_MAX_LINES, QUANTITY_CHOICES } from "@/lib/constants";
import type { CartLine, CartLineKey, ShownPrice } from "@/lib/types/local-cart";
import { isRecord, isStoredId, readList } from "./safe-storage";

export type { CartLine, CartLineKey, NewCartLine, ShownPrice } from "@/lib/types/local-cart";

/**
 * A line is named by its piece and its size (issue 42): the same piece in two sizes is two lines.
 * A bare id names the piece's line without a size (the callers from before sizes).
 */
export function toLineKey(key: string | CartLineKey): { pId: string; size: string | null } {
  return typeof key === "string" ? { pId: key, size: null } : { pId: key.pId, size: key.size ?? null };
}

/** Whether two lines (or keys) name the same line: same piece, same size (absent = none). */
export function isSameLine(a: CartLineKey, b: CartLineKey): boolean {
  return a.pId === b.pId && (a.size ?? null) === (b.size ?? null);
}

/** One text per line, for maps and sets. */
export function lineKeyText(key: CartLineKey): string {
  return `${key.pId}|${key.size ?? ""}`;
}

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
 * the defaults the shopper can see and change in the cart. A line stored before sizes (or with a
 * size that is not an id) reads back without a size (`size ?? null` is null). Other fields are not copied.
 */
export function parseCartLine(value: unknown): CartLine | null {
  if (!isRecord(value)) return null;
  const { pId, pricePaise, qty, color, size, seenPricePaise } = value;
  if (!isStoredId(pId) || !isPricePaise(pricePaise)) return null;
  const line: CartLine = {
    pId,
    pricePaise,
    qty: clampQty(typeof qty === "number" && Number.isFinite(qty) ? qty : QTY_MIN),
    color: isStoredId(color) ? color : null,
    // Only a sized piece's line carries one, so unsized lines are stored as before sizes.
    ...(isStoredId(size) ? { size } : {}),
  };
  // Optional (lines stored before it have none); kept only while it differs from the price.
  return withSeenPrice(line, isPricePaise(seenPricePaise) ? seenPricePaise : undefined);
}

/** The line with `seen` as its last seen price, or with none when that is its price anyway. */
function withSeenPrice(line: CartLine, seen: number | undefined): CartLine {
  if (seen === undefined || seen === line.pricePaise) {
    if (line.seenPricePaise === undefined) return line;
    const { seenPricePaise: _dropped, ...rest } = line;
    return rest;
  }
  return line.seenPricePaise === seen ? line : { ...line, seenPricePaise: seen };
}

/**
 * `next` (new lines from the server) remembering what the shopper last saw: a line that was in
 * `previous` keeps its last seen price (its `seenPricePaise`, else its old price) while the new
 * price differs from it. So whichever code reprices the cart (the quote, get-cart, a customer's
 * change, the login merge), the cart page can still tell the shopper "was … now …".
 */
export function keepSeenPrices(previous: readonly CartLine[], next: readonly CartLine[]): CartLine[] {
  const before = new Map(previous.map((line) => [lineKeyText(line), line]));
  return next.map((line) => {
    const old = before.get(lineKeyText(line));
    return old ? withSeenPrice(line, old.seenPricePaise ?? old.pricePaise) : line;
  });
}

/**
 * The lines after the cart page showed the shopper `shown` prices: each of those is now the price
 * they last saw (the notice is not shown again). Returns `lines` itself when nothing changes.
 */
export function acknowledgeShownPrices(lines: CartLine[], shown: readonly ShownPrice[]): CartLine[] {
  const seen = new Map(shown.map((price) => [lineKeyText(price), price.pricePaise]));
  let changed = false;
  const next = lines.map((line) => {
    const price = seen.get(lineKeyText(line));
    if (price === undefined || !isPricePaise(price)) return line;
    const acknowledged = withSeenPrice(line.pricePaise === price ? line : { ...line, pricePaise: price }, undefined);
    if (acknowledged !== line) changed = true;
    return acknowledged;
  });
  return changed ? next : lines;
}

/** Any value to a valid list: lines checked one by one, duplicates (same piece and size) dropped (first wins), at most CART_MAX_LINES. */
export function readCartLines(value: unknown): CartLine[] {
  return readList(value, parseCartLine, CART_MAX_LINES, lineKeyText);
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
