import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import type { OrderStatus } from "@/lib/types/order";

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
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

/** Statuses whose order holds taken stock and money: cancelling them restocks and refunds. */
export const PAID_STATUSES: readonly OrderStatus[] = ["paid", "processing"];

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return MANUAL_MOVES[from].includes(to);
}

const words = (status: OrderStatus) => status.replace("_", " ");

/** Why `from` → `to` is refused (a 409's msg), or null when the move is allowed. */
export function refusalOf(from: OrderStatus, to: OrderStatus): string | null {
  if (canMove(from, to)) return null;
  if (from === "payment_pending" && to === "paid") return ORDER_ADMIN_MSG.paidByGateway;
  if (from === "acknowledged" && to === "payment_pending") return ORDER_ADMIN_MSG.useLinkButton;
  if (from === to) return ORDER_ADMIN_MSG.sameStatus(words(from));
  return ORDER_ADMIN_MSG.illegalMove(words(from), words(to));
}
