import "server-only";
import { offerRefusalMessage } from "@/lib/messages/offers";
import type { AppliedOffer } from "@/lib/offers/types";
import { conflict } from "@/server/errors";
import type { DbClient } from "@/server/orders/db-client";
import { isFirstOrder } from "./first-order";
import type { OfferShopperKeys } from "./offer-shopper";

// Uses of offers (issue 44, docs/plans/offers.md §3): WHERE a use is counted and how a rush cannot
// over-spend a limited offer.
//
// A use is counted at order creation, as a hold (OfferUse, state held), in the order's own
// transaction, under a lock on the offer's row (SELECT … FOR UPDATE, offers in id order): the 101st
// shopper of a 100-use code is refused before any money moves, in words, instead of being charged a
// discounted total that must later be refunded or honoured above the limit. A use counts while it is
// confirmed, or held and not yet past heldUntil (null: until released), so an abandoned checkout's
// hold frees itself when it expires (no sweeper, no counter to drift). It is confirmed when the
// order is paid (settle-payment.ts; a hold found released or expired is claimed again under the
// lock, and refused if the offer filled up meanwhile) or at once for cash on delivery; it is released
// when a payment fails, an order is cancelled, or a checkout could not start. A return never gives a
// use back. Lock order: Offer rows (by id) → Counter at creation; Payment → Order → Offer → stock at
// settlement; Order → Offer when cancelling. No cycle.

/** A card checkout's hold lasts this long (Razorpay's window is shorter). */
export const OFFER_HOLD_MS = 30 * 60 * 1000;

export interface OfferLimits {
  id: string;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
}

/** Locks these offers' rows in id order (FOR UPDATE) and returns their limits. */
export async function lockOffers(tx: DbClient, ids: readonly string[]): Promise<Map<string, OfferLimits>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.$queryRaw<OfferLimits[]>`
    SELECT "id", "totalLimit", "perCustomerLimit", "firstOrderOnly" FROM "Offer" WHERE "id" = ANY(${[...new Set(ids)]}) ORDER BY "id" FOR UPDATE`;
  return new Map(rows.map((row) => [row.id, row]));
}

export interface UseCounts {
  /** Live uses (confirmed, or held and not expired) of the offer by anyone. */
  live: number;
  /** Those of this shopper (same account, e-mail or phone). */
  mine: number;
}

/** Live uses per offer, in all and by this shopper; an order's own use is left out with excludeOrderId. */
export async function liveUseCounts(tx: DbClient, offerIds: readonly string[], shopper: OfferShopperKeys | null, now: Date, excludeOrderId: string | null = null): Promise<Map<string, UseCounts>> {
  const counts = new Map<string, UseCounts>(offerIds.map((id) => [id, { live: 0, mine: 0 }]));
  if (offerIds.length === 0) return counts;
  const customerId = shopper?.customerId ?? null;
  const emailKey = shopper?.emailKey ?? "";
  const phone = shopper?.phoneKey ?? "";
  const rows = await tx.$queryRaw<{ offerId: string; live: bigint; mine: bigint }[]>`
    SELECT "offerId", count(*) AS "live",
      count(*) FILTER (WHERE ("customerId" IS NOT NULL AND "customerId" = ${customerId})
                          OR (${emailKey} <> '' AND "emailKey" = ${emailKey})
                          OR (${phone} <> '' AND "phoneKey" = ${phone})) AS "mine"
    FROM "OfferUse"
    WHERE "offerId" = ANY(${[...offerIds]})
      AND (${excludeOrderId}::text IS NULL OR "orderId" <> ${excludeOrderId})
      AND ("state" = 'confirmed' OR ("state" = 'held' AND ("heldUntil" IS NULL OR "heldUntil" > ${now})))
    GROUP BY "offerId"`;
  for (const row of rows) counts.set(row.offerId, { live: Number(row.live), mine: Number(row.mine) });
  return counts;
}

/** Why an offer with these limits cannot be used once more (null: it can). */
export function limitRefusal(limits: Pick<OfferLimits, "totalLimit" | "perCustomerLimit">, counts: UseCounts, perCustomer: boolean): "used_up" | "used_by_you" | null {
  if (limits.totalLimit !== null && counts.live >= limits.totalLimit) return "used_up";
  if (perCustomer && limits.perCustomerLimit !== null && counts.mine >= limits.perCustomerLimit) return "used_by_you";
  return null;
}

export interface ClaimInput {
  orderId: string;
  applied: readonly AppliedOffer[];
  shopper: OfferShopperKeys;
  state: "held" | "confirmed";
  /** A held use counts until then; null: until released. */
  heldUntil: Date | null;
  now: Date;
}

/**
 * Counts an order's use of each offer it got, in its transaction: each offer's row locked (id
 * order), its live uses counted, a 409 in the shopper's words when the offer is used up or used by
 * this shopper already, else a use inserted (held, or confirmed for cash on delivery).
 */
export async function claimOfferUses(tx: DbClient, input: ClaimInput): Promise<void> {
  const offers = input.applied.filter((offer): offer is AppliedOffer & { offerId: string } => offer.offerId !== null);
  if (offers.length === 0) return;
  const ids = offers.map((offer) => offer.offerId).sort();
  const limits = await lockOffers(tx, ids);
  const counts = await liveUseCounts(tx, ids, input.shopper, input.now, input.orderId);
  for (const id of ids) {
    const limit = limits.get(id);
    const refusal = limit ? limitRefusal(limit, counts.get(id)!, true) : null;
    if (refusal) throw conflict(offerRefusalMessage({ reason: refusal }));
  }
  for (const offer of offers) {
    await tx.offerUse.upsert({
      where: { offerId_orderId: { offerId: offer.offerId, orderId: input.orderId } },
      create: {
        offerId: offer.offerId,
        orderId: input.orderId,
        customerId: input.shopper.customerId,
        emailKey: input.shopper.emailKey,
        phoneKey: input.shopper.phoneKey,
        state: input.state,
        heldUntil: input.state === "held" ? input.heldUntil : null,
        discountPaise: offer.discountPaise,
        confirmedAt: input.state === "confirmed" ? input.now : null,
        createdAt: input.now,
      },
      update: {
        state: input.state,
        heldUntil: input.state === "held" ? input.heldUntil : null,
        discountPaise: offer.discountPaise,
        confirmedAt: input.state === "confirmed" ? input.now : null,
        releasedAt: null,
        releaseReason: null,
      },
    });
  }
}

/** Gives back every use of an order not given back yet (one statement). Returns how many. */
export async function releaseOfferUses(tx: DbClient, orderId: string, reason: string, now: Date): Promise<number> {
  return tx.$executeRaw`
    UPDATE "OfferUse" SET "state" = 'released', "releasedAt" = ${now}, "releaseReason" = ${reason}
    WHERE "orderId" = ${orderId} AND "state" <> 'released'`;
}

/** A payment link's expiry: the order's held uses count until then (and no longer). */
export async function holdOfferUsesUntil(tx: DbClient, orderId: string, heldUntil: Date): Promise<void> {
  await tx.offerUse.updateMany({ where: { orderId, state: "held" }, data: { heldUntil } });
}

/**
 * At payment (settle-payment.ts, the Order locked, before stock is taken): the order's uses become
 * confirmed. A use given back meanwhile (a failed attempt before the one that paid) or whose hold
 * expired is claimed again under the offer's lock; if the offer filled up in between, or (first
 * order only) another order of the shopper was paid meanwhile, false: the order cannot keep its
 * discount and the caller cancels it and refunds (outcome offer_used_up).
 */
export async function confirmOfferUses(tx: DbClient, orderId: string, now: Date): Promise<boolean> {
  const uses = await tx.offerUse.findMany({
    where: { orderId },
    select: { id: true, offerId: true, state: true, heldUntil: true, customerId: true, emailKey: true, phoneKey: true },
    orderBy: { offerId: "asc" },
  });
  if (uses.length === 0) return true;
  const lapsed = uses.filter((use) => use.state === "released" || (use.state === "held" && use.heldUntil !== null && use.heldUntil.getTime() <= now.getTime()));
  if (lapsed.length > 0) {
    const limits = await lockOffers(tx, lapsed.map((use) => use.offerId));
    for (const use of lapsed) {
      const keys = { customerId: use.customerId, emailKey: use.emailKey, phoneKey: use.phoneKey };
      const counts = await liveUseCounts(tx, [use.offerId], keys, now, orderId);
      const limit = limits.get(use.offerId);
      if (limit && limitRefusal(limit, counts.get(use.offerId)!, true)) return false;
      // "First order only": another order of this shopper may have been paid meanwhile.
      if (limit?.firstOrderOnly && !(await isFirstOrder(tx, keys, now, orderId))) return false;
    }
  }
  await tx.offerUse.updateMany({ where: { orderId }, data: { state: "confirmed", confirmedAt: now, heldUntil: null, releasedAt: null, releaseReason: null } });
  return true;
}
