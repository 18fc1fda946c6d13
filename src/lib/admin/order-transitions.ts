import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import type { OrderStatus, PaymentMethod } from "@/lib/types/order";

// The status buttons of the back office (back office §4, issue 14): which status an owner may move
// an order to by hand. Two moves are not made by hand: acknowledged → payment_pending happens by
// sending a payment link (POST /api/order/generate-payment-link), and payment_pending → paid only
// when the gateway reports the payment (the webhook or the link's callback), so no order is marked
// paid without money. delivered and cancelled are final.

export const MANUAL_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  draft: ["acknowledged", "cancelled"],
  acknowledged: ["cancelled"],
  payment_pending: ["cancelled"],
  paid: ["processing", "cancelled"],
  processing: ["shipped", "cancelled"],
  confirmed: [],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

// A cash-on-delivery order (issue 21) takes its own road: placed (draft) → confirmed by the owner's
// phone call (stock taken) or rejected (cancelled, with a reason) → shipped (the invoice issued) →
// delivered and paid (the cash collected). Until delivered it may be cancelled (a refused parcel):
// its stock goes back and nothing is refunded, since nothing was paid.
export const COD_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  draft: ["confirmed", "cancelled"],
  acknowledged: [],
  payment_pending: [],
  paid: [],
  processing: [],
  confirmed: ["shipped", "cancelled"],
  shipped: ["delivered", "cancelled"],
  delivered: [],
  cancelled: [],
};

/** Statuses whose order holds taken stock and money: cancelling them restocks and refunds. */
export const PAID_STATUSES: readonly OrderStatus[] = ["paid", "processing"];

/** Statuses of a cash-on-delivery order that holds taken stock (no money yet): cancelling them restocks. */
export const COD_STOCK_STATUSES: readonly OrderStatus[] = ["confirmed", "shipped"];

const isCod = (method: PaymentMethod | null | undefined) => method === "cod";

export function movesOf(method: PaymentMethod | null | undefined): Readonly<Record<OrderStatus, readonly OrderStatus[]>> {
  return isCod(method) ? COD_MOVES : MANUAL_MOVES;
}

export function canMove(from: OrderStatus, to: OrderStatus, method?: PaymentMethod | null): boolean {
  return movesOf(method)[from].includes(to);
}

const words = (status: OrderStatus) => status.replace("_", " ");

/** Why `from` → `to` is refused (a 409's msg), or null when the move is allowed. */
export function refusalOf(from: OrderStatus, to: OrderStatus, method?: PaymentMethod | null): string | null {
  if (canMove(from, to, method)) return null;
  if (!isCod(method) && to === "confirmed") return ORDER_ADMIN_MSG.confirmOnlyCod;
  if (isCod(method) && from === "draft" && to !== "draft") return ORDER_ADMIN_MSG.codConfirmFirst;
  if (from === "payment_pending" && to === "paid") return ORDER_ADMIN_MSG.paidByGateway;
  if (from === "acknowledged" && to === "payment_pending") return ORDER_ADMIN_MSG.useLinkButton;
  if (from === to) return ORDER_ADMIN_MSG.sameStatus(words(from));
  return ORDER_ADMIN_MSG.illegalMove(words(from), words(to));
}
