import "server-only";
import type { DbClient } from "@/server/orders/db-client";
import type { OfferShopperKeys } from "./offer-shopper";

// "First order only" (issue 44): read when an order is priced (price-offers.ts) and again when a
// payment claims back a use given back meanwhile (offer-uses.ts confirmOfferUses).

/** Statuses of an order that counts as an earlier order: paid or on its way. */
const COUNTED_STATUSES = ["paid", "processing", "confirmed", "shipped", "delivered"] as const;

/**
 * "First order only": no earlier order of this shopper (account, e-mail or phone) that is paid or on
 * its way (a cash-on-delivery order counts once placed, until cancelled), and no live use of a
 * first-order-only offer (an order placed and not yet paid).
 */
export async function isFirstOrder(tx: DbClient, keys: OfferShopperKeys, now: Date, excludeOrderId: string | null = null): Promise<boolean> {
  const rows = await tx.$queryRaw<{ found: number }[]>`
    SELECT 1 AS "found" FROM "Order" o
    WHERE (${excludeOrderId}::text IS NULL OR o."id" <> ${excludeOrderId})
      AND (o."status"::text = ANY(${[...COUNTED_STATUSES]}) OR (o."paymentMethod" = 'cod' AND o."status" <> 'cancelled'))
      AND ((o."customerId" IS NOT NULL AND o."customerId" = ${keys.customerId})
        OR lower(o."customerEmail") = ${keys.emailKey}
        OR (${keys.phoneKey} <> '' AND right(regexp_replace(o."customerPhone", '\\D', '', 'g'), 10) = ${keys.phoneKey}))
    UNION ALL
    SELECT 1 FROM "OfferUse" u JOIN "Offer" f ON f."id" = u."offerId"
    WHERE f."firstOrderOnly" AND (${excludeOrderId}::text IS NULL OR u."orderId" <> ${excludeOrderId})
      AND (u."state" = 'confirmed' OR (u."state" = 'held' AND (u."heldUntil" IS NULL OR u."heldUntil" > ${now})))
      AND ((u."customerId" IS NOT NULL AND u."customerId" = ${keys.customerId}) OR u."emailKey" = ${keys.emailKey} OR (${keys.phoneKey} <> '' AND u."phoneKey" = ${keys.phoneKey}))
    LIMIT 1`;
  return rows.length === 0;
}
