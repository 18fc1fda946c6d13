// Helpers of the offers' integration tests (tests/integration/offers-*.test.ts): offers made as the
// owner's form would store them, and checkout bodies carrying a coupon code.
import { db } from "@/server/db";
import { uniq } from "../support/factories";
import { customer, orderBody } from "./payments-support";

export interface OfferInput {
  name?: string;
  code?: string | null;
  kind?: "percent_pieces" | "fixed_cart" | "percent_making";
  percentBps?: number | null;
  amountPaise?: number | null;
  scope?: "all" | "categories" | "pieces";
  categoryIds?: string[];
  productIds?: string[];
  startsAt?: Date;
  endsAt?: Date | null;
  minCartPaise?: number;
  firstOrderOnly?: boolean;
  totalLimit?: number | null;
  perCustomerLimit?: number | null;
  stackable?: boolean;
  paused?: boolean;
}

const HOUR = 60 * 60 * 1000;

/** A unique code ("T" + letters and digits, upper-case). */
export const newCode = () => `T${uniq().toUpperCase().replace(/[^A-Z0-9]/g, "")}`.slice(0, 30);

export async function createOffer(input: OfferInput = {}) {
  const kind = input.kind ?? "fixed_cart";
  return db.offer.create({
    data: {
      name: input.name ?? `Offer ${uniq()}`,
      code: input.code === undefined ? newCode() : input.code,
      kind,
      percentBps: kind === "fixed_cart" ? null : (input.percentBps ?? 1000),
      amountPaise: kind === "fixed_cart" ? (input.amountPaise ?? 50000) : null,
      scope: input.scope ?? "all",
      startsAt: input.startsAt ?? new Date(Date.now() - HOUR),
      endsAt: input.endsAt === undefined ? new Date(Date.now() + 24 * HOUR) : input.endsAt,
      minCartPaise: input.minCartPaise ?? 0,
      firstOrderOnly: input.firstOrderOnly ?? false,
      totalLimit: input.totalLimit ?? null,
      perCustomerLimit: input.perCustomerLimit ?? null,
      stackable: input.stackable ?? false,
      paused: input.paused ?? false,
      categories: { create: (input.categoryIds ?? []).map((categoryId) => ({ categoryId })) },
      products: { create: (input.productIds ?? []).map((productId) => ({ productId })) },
    },
  });
}

/** The checkout's body for these pieces, a coupon code and (optionally) the shopper. */
export function couponBody(items: { id: string; quantity: number }[], couponCode: string | null, shopper: Record<string, unknown> = {}) {
  const body = orderBody(items, { customer: customer(shopper) });
  return { ...body, metadata: { ...body.metadata, couponCode } };
}

/** Live uses of an offer (confirmed, or held and not expired) at `now`. */
export async function liveUses(offerId: string, now = new Date()) {
  return db.offerUse.count({ where: { offerId, OR: [{ state: "confirmed" }, { state: "held", OR: [{ heldUntil: null }, { heldUntil: { gt: now } }] }] } });
}
