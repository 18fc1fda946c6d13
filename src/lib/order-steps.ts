import type { OrderStatus, PaymentMethod } from "@/lib/types/order";

// The road an order takes (back office §4): placed (draft), acknowledged, payment pending, paid,
// processing, shipped, delivered. A checkout order starts at payment pending; any order may end
// cancelled instead. A cash-on-delivery order takes its own road (issue 21): placed (draft), confirmed
// by the owner's call, shipped, delivered (and paid at the door). The tracking page shows the steps
// passed (from the order's history) and greys the ones still to come.

export const ORDER_STEPS: readonly OrderStatus[] = ["draft", "acknowledged", "payment_pending", "paid", "processing", "shipped", "delivered"];
export const COD_ORDER_STEPS: readonly OrderStatus[] = ["draft", "confirmed", "shipped", "delivered"];

/** The road for an order paid this way. */
export function orderSteps(paymentMethod: PaymentMethod | null | undefined): readonly OrderStatus[] {
  return paymentMethod === "cod" ? COD_ORDER_STEPS : ORDER_STEPS;
}

/** The steps still to come after `status`: none for a delivered or a cancelled order. */
export function upcomingSteps(status: OrderStatus, paymentMethod?: PaymentMethod | null): OrderStatus[] {
  const steps = orderSteps(paymentMethod);
  const at = steps.indexOf(status);
  return at === -1 ? [] : steps.slice(at + 1);
}
