// The buying rules of the product detail page and Quick View (storefront §2.9, §5), kept pure so
// the panel that shows them and the tests that pin them read the same code.
import { QUANTITY_CHOICES } from "@/lib/constants";
import { SHELL_MSG } from "@/lib/messages/shell";

const QTY_MIN = QUANTITY_CHOICES[0];
const QTY_MAX = QUANTITY_CHOICES[QUANTITY_CHOICES.length - 1] ?? QTY_MIN;

/** The most one shopper can buy now: 1–5 and no more than the stock; 0 when nothing can be bought. */
export function maxPurchaseQty(stock: number, inStock = stock > 0): number {
  if (!inStock || !Number.isFinite(stock) || stock < 1) return 0;
  return Math.min(QTY_MAX, Math.floor(stock));
}

export interface QuantityChoice {
  /** The quantity to use: what was picked, cut to what can be bought. */
  qty: number;
  /** 'You can purchase only {n} …' when the pick was more than the stock, else null. */
  message: string | null;
}

/**
 * A quantity the shopper picked from 1–5. All five are offered whatever the stock (§5); picking
 * more than the stock keeps the stock and says so.
 */
export function chooseQuantity(picked: number, stock: number, inStock = stock > 0): QuantityChoice {
  const max = maxPurchaseQty(stock, inStock);
  const wanted = Number.isFinite(picked) ? Math.min(Math.max(Math.trunc(picked), QTY_MIN), QTY_MAX) : QTY_MIN;
  if (max === 0) return { qty: QTY_MIN, message: SHELL_MSG.itemOutOfStock };
  if (wanted > max) return { qty: max, message: SHELL_MSG.purchaseOnly(max) };
  return { qty: wanted, message: null };
}

export interface PurchaseRequest {
  inStock: boolean;
  stock: number;
  /** Ids of the colours the product comes in (empty: no colour to choose). */
  colorIds: readonly string[];
  /** The chosen colour id, or null. */
  color: string | null;
  qty: number;
}

export interface PurchaseProblem {
  /** Which control the message belongs next to. */
  field: "stock" | "color" | "qty";
  message: string;
}

/** Why this line cannot go into the cart, or null when it can. Stock first, then colour, then quantity. */
export function purchaseProblem(request: PurchaseRequest): PurchaseProblem | null {
  const max = maxPurchaseQty(request.stock, request.inStock);
  if (max === 0) return { field: "stock", message: SHELL_MSG.itemOutOfStock };
  if (request.colorIds.length > 0 && (request.color === null || !request.colorIds.includes(request.color))) {
    return { field: "color", message: SHELL_MSG.selectColor };
  }
  if (!Number.isInteger(request.qty) || request.qty < QTY_MIN || request.qty > max) {
    return { field: "qty", message: SHELL_MSG.purchaseOnly(max) };
  }
  return null;
}
