// The rules that turn what a customer asks for into a priced cart, kept pure (no database) so the
// merge, add, read and quote paths share them and unit tests pin them (tests/unit/cart-merge.test.ts):
// - prices, stock and activity come from the products passed in (read from the database), never
//   from the browser;
// - a product that is unknown (deleted) or inactive is dropped;
// - the quantity is a whole number within 1–5 and within the stock; a sold-out line keeps qty 1
//   and stays visible (its product says quantity 0), but is not counted in the total;
// - a colour must be one of the product's active colours, else the line has none;
// - sizes (issue 42): a line is a piece in one size, so the same piece in two sizes is two lines;
//   its stock and price are its size's; a line whose size the piece no longer offers (the owner
//   took it off), a sized piece's line without a size, or an unsized piece's line with one, is dropped;
// - at most CART_MAX_LINES lines.
import { CART_MAX_LINES, QUANTITY_CHOICES } from "@/lib/constants";
import { maxPurchaseQty } from "@/lib/purchase-rules";
import type { Product, ProductSizeOption } from "@/lib/types/catalogue";
import type { ServerCart, ServerCartLine, WantedCartLine } from "@/lib/types/cart";

const QTY_MIN = QUANTITY_CHOICES[0];

/** One line's key: the piece and its size. */
export const wantedKey = (line: Pick<WantedCartLine, "productId" | "sizeId">) => `${line.productId}|${line.sizeId ?? ""}`;

/**
 * The size a line names, if it fits the piece: `{ size }` for one of a sized piece's sizes, `{ size:
 * null }` for no size on a piece without sizes, null when it does not fit (a sized piece without a
 * size or with one it does not offer, an unsized piece with a size).
 */
export function lineSize(sizeId: string | null, product: Product): { size: ProductSizeOption | null } | null {
  if (product.sizes.length === 0) return sizeId === null ? { size: null } : null;
  const size = sizeId === null ? undefined : product.sizes.find((s) => s.id === sizeId);
  return size ? { size } : null;
}

/** The most of this piece (in this size) that can be bought now, 0 when sold out. */
export function maxLineQty(product: Product, size: ProductSizeOption | null): number {
  return size ? maxPurchaseQty(size.stock, product.inStock) : maxPurchaseQty(product.stock, product.inStock);
}

/** A line's unit price in paise: its size's for a sized piece. */
export function linePricePaise(line: Pick<ServerCartLine, "product" | "size">): number {
  return line.size ? line.size.sellingPricePaise : line.product.sellingPricePaise;
}

/** Whether a line can be bought now (its size in stock). */
export function lineInStock(line: Pick<ServerCartLine, "product" | "size">): boolean {
  return maxLineQty(line.product, line.size) > 0;
}

/** The quantity a line can have now: the wish cut to 1–5 and to the stock (its size's); 1 when sold out. */
export function allowedQty(wanted: number, product: Product, size: ProductSizeOption | null = null): number {
  const max = maxLineQty(product, size);
  if (max === 0) return QTY_MIN;
  const whole = Number.isFinite(wanted) ? Math.trunc(wanted) : QTY_MIN;
  return Math.min(Math.max(whole, QTY_MIN), max);
}

/** The colour id if the product offers it (its active colours), else null. */
export function allowedColorId(colorId: string | null, product: Product): string | null {
  return colorId !== null && product.colors.some((color) => color.id === colorId) ? colorId : null;
}

/** Whether a product may be in a cart or wishlist at all: it exists and the owner has not switched it off. */
export function isListable(product: Product | undefined): product is Product {
  return product !== undefined && product.active;
}

/** Σ selling price × qty in paise, over lines that can be bought now. */
export function cartTotalPaise(lines: readonly ServerCartLine[]): number {
  let total = 0;
  for (const line of lines) if (lineInStock(line)) total += linePricePaise(line) * line.qty;
  return total;
}

/**
 * Prices wanted lines against the products as they are now: unknown and inactive products dropped,
 * quantities and colours made allowed, duplicates merged (see mergeWantedLines), at most
 * CART_MAX_LINES lines in the order given.
 */
export function priceCart(wanted: readonly WantedCartLine[], products: ReadonlyMap<string, Product>): ServerCart {
  const lines: ServerCartLine[] = [];
  for (const line of mergeWantedLines([], wanted, products)) {
    const product = products.get(line.productId);
    if (!isListable(product)) continue;
    const fit = lineSize(line.sizeId, product);
    if (fit === null) continue;
    if (lines.length >= CART_MAX_LINES) break;
    lines.push({ product, qty: allowedQty(line.qty, product, fit.size), colorId: line.colorId, size: fit.size });
  }
  return { lines, totalPaise: cartTotalPaise(lines) };
}

/**
 * The union of the stored cart and the browser's lines (contract: state-to-cart). Stored lines
 * keep their place and new products follow in the browser's order. The same product in the same
 * size twice (stored and local, or twice in the browser's list) becomes one line with the larger quantity and the
 * later colour if that one is set; a colour the product does not offer counts as not set, so a
 * bad local colour never wipes a good stored one. Unknown and inactive products are left in for
 * priceCart to drop, so the order stays that of the wishes.
 */
export function mergeWantedLines(
  stored: readonly WantedCartLine[],
  local: readonly WantedCartLine[],
  products: ReadonlyMap<string, Product>,
): WantedCartLine[] {
  const merged = new Map<string, WantedCartLine>();
  for (const line of [...stored, ...local]) {
    const product = products.get(line.productId);
    const colorId = product ? allowedColorId(line.colorId, product) : null;
    const key = wantedKey(line);
    const before = merged.get(key);
    merged.set(
      key,
      before === undefined
        ? { productId: line.productId, qty: line.qty, colorId, sizeId: line.sizeId }
        : { productId: line.productId, qty: Math.max(before.qty, line.qty), colorId: colorId ?? before.colorId, sizeId: line.sizeId },
    );
  }
  return [...merged.values()];
}

/** mergeWantedLines, then priceCart: the customer's cart after a login on this device. */
export function priceMergedCart(
  stored: readonly WantedCartLine[],
  local: readonly WantedCartLine[],
  products: ReadonlyMap<string, Product>,
): ServerCart {
  return priceCart(mergeWantedLines(stored, local, products), products);
}
