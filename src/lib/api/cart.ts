// The server's cart (contract: UserCart) as the browser reads it, and the pure rules that join it
// with the local cart: the page shows the local lines (they change at once) at the server's prices.
import type { UserCartJSON, UserCartLineJSON } from "@/lib/json/cart";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import { maxPurchaseQty } from "@/lib/purchase-rules";
import type { CartLine, CartLineKey, NewCartLine, ShownPrice } from "@/lib/types/local-cart";

export type { UserCartJSON, UserCartLineJSON as ServerCartLineJSON } from "@/lib/json/cart";

/** What the sync endpoints take: the lines without prices (the server prices everything itself); size only on a sized piece's line. */
export type CartLineRequest = Pick<CartLine, "pId" | "qty" | "color" | "size">;

/** One text per cart line (piece and size, issue 42), for maps and sets. */
export const cartLineKey = (line: CartLineKey): string => `${line.pId}|${line.size ?? ""}`;

type SizeJSON = ProductJSON["sizes"][number];

/** The size a line names among the product's sizes; null for a line without one, undefined when the product no longer offers it. */
export function sizeOfLine(product: ProductJSON, size: string | null | undefined): SizeJSON | null | undefined {
  if (!size) return null;
  return (product.sizes ?? []).find((option) => option._id === size);
}

/** The `UserCart` of a success envelope; an answer without one is treated as a failed call. */
export function readUserCart(envelope: Record<string, unknown>): UserCartJSON | null {
  const cart = envelope.UserCart;
  if (typeof cart !== "object" || cart === null || !Array.isArray((cart as { products?: unknown }).products)) return null;
  const products = (cart as { products: unknown[] }).products.filter(
    (line): line is UserCartLineJSON =>
      typeof line === "object" && line !== null && typeof (line as UserCartLineJSON).product_id?._id === "string",
  );
  return { ...(cart as UserCartJSON), products };
}

/** The request body's `state_cart`: JSON text of [{pId, qty, color, size?}] (contract), never a price. */
export function stateCartText(lines: readonly CartLineRequest[]): string {
  return JSON.stringify(lines.map(({ pId, qty, color, size }) => (size ? { pId, qty, color, size } : { pId, qty, color })));
}

/** A server line's unit price in paise: its size's for a piece sold by size. */
function serverLinePaise(line: UserCartJSON["products"][number]): number {
  return sizeOfLine(line.product_id, line.size)?.total_price_paise ?? line.product_id.total_price_paise;
}

/** The server's cart as local lines (for `cartStore.replace`), priced by the server. */
export function cartLinesFromServer(cart: UserCartJSON): NewCartLine[] {
  return cart.products.map((line) => ({
    pId: line.product_id._id,
    qty: line.qty,
    color: line.color,
    ...(line.size ? { size: line.size } : {}),
    pricePaise: serverLinePaise(line),
  }));
}

/** The products of a server answer by id. */
export function productsById(cart: UserCartJSON | undefined): Map<string, ProductJSON> {
  return new Map((cart?.products ?? []).map((line) => [line.product_id._id, line.product_id]));
}

/** One line as the cart page shows it. */
export interface CartViewLine {
  pId: string;
  /** The Size's id of a sized piece's line (issue 42), else null. */
  size: string | null;
  /** That size's label ("12"), once the server has answered; else null. */
  sizeLabel: string | null;
  /** The server's product, or null while its answer is still on the way (or the size is no longer offered). */
  product: ProductJSON | null;
  /** The quantity that can be bought: the chosen one, cut to 1–5 and to the stock (its size's). */
  qty: number;
  color: string | null;
  /** The most that can be bought now; 0 when sold out. */
  maxQty: number;
  soldOut: boolean;
  /** The chosen quantity was more than the stock. */
  overStock: boolean;
  /** Server price × qty, in paise; 0 for a sold-out line (it is not part of the order). */
  lineTotalPaise: number;
  /** The server's price differs from the one the shopper last saw (a new silver rate): was → now, in paise. */
  priceChange: PriceChange | null;
}

export interface PriceChange {
  wasPaise: number;
  nowPaise: number;
}

export interface CartView {
  lines: CartViewLine[];
  /** Σ line totals of the lines the server has priced, in paise. */
  subtotalPaise: number;
  /** Every line has its server price. */
  priced: boolean;
  /** Lines that can go into an order (priced and not sold out). */
  orderable: CartViewLine[];
  /** Some line shows a price change. */
  pricesChanged: boolean;
}

/**
 * The local lines at the server's prices and stock (storefront §2.10): the browser's price is never
 * used. A sized piece's line takes its size's price and stock (issue 42).
 */
export function buildCartView(local: readonly CartLine[], products: ReadonlyMap<string, ProductJSON>): CartView {
  const lines = local.map((line): CartViewLine => {
    const size = line.size ?? null;
    const found = products.get(line.pId) ?? null;
    const option = found ? sizeOfLine(found, size) : undefined;
    // A size the piece no longer offers is not priced: the server's answer drops that line.
    const product = option === undefined ? null : found;
    if (product === null) {
      return { pId: line.pId, size, sizeLabel: null, product, qty: line.qty, color: line.color, maxQty: 0, soldOut: false, overStock: false, lineTotalPaise: 0, priceChange: null };
    }
    // Before the store took the server's price the line's own price is the one last seen; after, `seenPricePaise` is.
    const wasPaise = line.seenPricePaise ?? line.pricePaise;
    const nowPaise = option ? option.total_price_paise : product.total_price_paise;
    const maxQty = option ? maxPurchaseQty(option.quantity, product.inStock) : maxPurchaseQty(product.quantity, product.inStock);
    const soldOut = maxQty === 0;
    const qty = soldOut ? line.qty : Math.min(line.qty, maxQty);
    return {
      pId: line.pId,
      size,
      sizeLabel: option?.label ?? null,
      product,
      qty,
      color: line.color,
      maxQty,
      soldOut,
      overStock: !soldOut && line.qty > maxQty,
      lineTotalPaise: soldOut ? 0 : nowPaise * qty,
      priceChange: wasPaise === nowPaise ? null : { wasPaise, nowPaise },
    };
  });
  const orderable = lines.filter((line) => line.product !== null && !line.soldOut);
  return {
    lines,
    subtotalPaise: orderable.reduce((sum, line) => sum + line.lineTotalPaise, 0),
    priced: lines.every((line) => line.product !== null),
    orderable,
    pricesChanged: lines.some((line) => line.priceChange !== null),
  };
}

/** The prices the page shows with a "was … now …" notice, for `acknowledgePrices` once the shopper has seen them. */
export function shownPriceChanges(view: CartView): ShownPrice[] {
  return view.lines.flatMap((line) => (line.priceChange ? [{ pId: line.pId, size: line.size, pricePaise: line.priceChange.nowPaise }] : []));
}

/**
 * A visitor's cart after the server priced the lines `asked` (their cartLineKey): lines the server
 * dropped (deleted or inactive products, a size no longer offered) go, the others take the
 * server's price (their size's); quantities and colours stay as the shopper chose (the page shows
 * the stock cap). Lines added since the request are kept. Returns `local` itself when nothing
 * changes, so the store is not written for nothing.
 */
export function reconcileWithQuote(local: readonly CartLine[], quote: UserCartJSON, asked: ReadonlySet<string>): CartLine[] {
  const quoted = new Map(quote.products.map((line) => [cartLineKey({ pId: line.product_id._id, size: line.size }), line]));
  let changed = false;
  const next: CartLine[] = [];
  for (const line of local) {
    const answer = quoted.get(cartLineKey(line));
    const product = answer?.product_id;
    if (!answer || !product) {
      if (asked.has(cartLineKey(line))) {
        changed = true;
        continue;
      }
      next.push(line);
      continue;
    }
    const colorIds = product.colors.map((c) => c._id);
    const color = line.color !== null && !colorIds.includes(line.color) ? null : line.color;
    const pricePaise = serverLinePaise(answer);
    if (pricePaise !== line.pricePaise || color !== line.color) {
      changed = true;
      next.push({ ...line, pricePaise, color });
    } else next.push(line);
  }
  return changed ? next : (local as CartLine[]);
}

/** The order draft the cart hands to /order-request/cart (CART_ORDER_DRAFT_KEY): lines only, no prices; the size on a sized piece's line. */
export function orderDraft(view: CartView): CartLineRequest[] {
  return view.orderable.map(({ pId, qty, color, size }) => (size ? { pId, qty, color, size } : { pId, qty, color }));
}
