import { CART_MSG } from "@/lib/messages/cart";
import type { Order } from "@/lib/types/order";

// How an order WhatsApp message names the order (issue 42). The templates are approved by Meta as
// they are (src/lib/notify/templates.ts), so the sizes travel in the order-number parameter: an
// order with pieces sold by size reads "SA-26-00042 (Silver Ring: Size 12; Toe Ring: Size 8)",
// and the shopper sees at once which sizes they ordered. Orders without sizes are named as before.

/** The most of the parameter the sizes may take (a template parameter is at most 500 characters). */
const SIZES_MAX = 200;

export function whatsappOrderRef(order: Pick<Order, "orderNumber" | "lines">): string {
  const sized = order.lines.filter((line) => line.sizeLabel);
  if (sized.length === 0) return order.orderNumber;
  let text = sized.map((line) => `${line.productName}: ${CART_MSG.sizeLine(line.sizeLabel ?? "")}`).join("; ");
  if (text.length > SIZES_MAX) text = `${text.slice(0, SIZES_MAX - 1)}…`;
  return `${order.orderNumber} (${text})`;
}
