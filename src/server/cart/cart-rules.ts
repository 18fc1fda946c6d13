// The rules that turn what a customer asks for into a priced cart, kept pure (no database) so the
// merge, add, read and quote paths share them and unit tests pin them (tests/unit/cart-merge.test.ts):
// - prices, stock and activity come from the products passed in (read from the database), never
//   from the browser;
// - a product that is unknown (deleted) or inactive is dropped;
// - the quantity is a whole number within 1–5 and within the stock; a sold-out line keeps qty 1
//   and stays visible (its product says quantity 0), but is not counted in the total;
// - a colour must be one of the product's active colours, else the line has none;
// - at most CART_MAX_LINES lines.
import { CART_MAX_LINES, QUANTITY_CHOICES } from "@/lib/constants";
import { maxPurchaseQty } from "@/lib/purchase-rules";
import type { Product } from "@/lib/types/catalogue";
import type { ServerCart, ServerCartLine, WantedCartLine } from "@/lib/types/cart";

const QTY_MIN = QUANTITY_CHOICES[0];

/** The quantity a line can have now: the wish cut to 1–5 and to the stock; 1 when sold out. */
export function allowedQty(wanted: number, product: Product): number {
  const max = maxPurchaseQty(product.stock, product.inStock);
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
  for (const line of lines) if (line.product.inStock) total += line.product.sellingPricePaise * line.qty;
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
    if (lines.length >= CART_MAX_LINES) break;
    lines.push({ product, qty: allowedQty(line.qty, product), colorId: line.colorId });
  }
  return { lines, totalPaise: cartTotalPaise(lines) };
}

/**
 * The union of the stored cart and the browser's lines (contract: state-to-cart). Stored lines
 * keep their place and new products follow in the browser's order. The same product twice (stored
 * and local, or twice in the browser's list) becomes one line with the larger quantity and the
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
    const before = merged.get(line.productId);
    merged.set(
      line.productId,
      before === undefined
        ? { productId: line.productId, qty: line.qty, colorId }
        : { productId: line.productId, qty: Math.max(before.qty, line.qty), colorId: colorId ?? before.colorId },
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
