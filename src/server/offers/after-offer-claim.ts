import "server-only";
import type { Order } from "@/lib/types/order";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";

/**
 * After an order's commit: when it took the last use of a limited automatic offer, that offer's
 * price leaves the product pages and cards now (tag `offers`), not at the cache's next refresh.
 * One query, only for an order that got a limited automatic offer; a failure is logged, never the
 * order's.
 */
export async function refreshIfOfferFilled(order: Pick<Order, "offers">, now = new Date()): Promise<void> {
  const ids = order.offers.flatMap((offer) => (offer.code === null && offer.offerId ? [offer.offerId] : []));
  if (ids.length === 0) return;
  try {
    const full = await db.$queryRaw<{ id: string }[]>`
      SELECT o."id" FROM "Offer" o
      WHERE o."id" = ANY(${ids}) AND o."totalLimit" IS NOT NULL
        AND o."totalLimit" <= (SELECT count(*) FROM "OfferUse" u WHERE u."offerId" = o."id"
          AND (u."state" = 'confirmed' OR (u."state" = 'held' AND (u."heldUntil" IS NULL OR u."heldUntil" > ${now}))))`;
    if (full.length > 0) refreshStorefront({ offers: true });
  } catch (error) {
    console.error("refreshing the offers after a limited offer filled up failed", error);
  }
}
