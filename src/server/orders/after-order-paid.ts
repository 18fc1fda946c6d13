import "server-only";
import { revalidateTag } from "next/cache";
import type { Order } from "@/lib/types/order";
import { TAG } from "@/server/cache-tags";
import { sendOrderMail } from "./send-order-mail";

/**
 * What follows a payment once it is committed: the sold pieces' cached pages (their detail pages
 * and the listings, which show stock) are expired, and the customer is mailed. Never throws: the
 * sale stands whatever happens here.
 */
export async function afterOrderPaid(order: Order, soldProductIds: readonly string[]): Promise<void> {
  try {
    expireStockPages(soldProductIds);
  } catch (error) {
    console.error("expiring the sold pieces' pages failed", error);
  }
  await sendOrderMail("paid", order);
}

/** Expires the cached pages showing these pieces' stock (their detail pages and the listings). */
export function expireStockPages(productIds: readonly string[]): void {
  for (const id of productIds) revalidateTag(TAG.product(id), { expire: 0 });
  if (productIds.length > 0) revalidateTag(TAG.products, { expire: 0 });
}
