import type { OrderStatus } from "@/lib/types/order";

// The road an order takes (back office §4): placed (draft), acknowledged, payment pending, paid,
// processing, shipped, delivered. A checkout order starts at payment pending; any order may end
// cancelled instead. The tracking page shows the steps passed (from the order's history) and greys
// the ones still to come.

export const ORDER_STEPS: readonly OrderStatus[] = ["draft", "acknowledged", "payment_pending", "paid", "processing", "shipped", "delivered"];

/** The steps still to come after `status`: none for a delivered or a cancelled order. */
export function upcomingSteps(status: OrderStatus): OrderStatus[] {
  const at = ORDER_STEPS.indexOf(status);
  return at === -1 ? [] : ORDER_STEPS.slice(at + 1);
}
