import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { formatRupees } from "@/lib/format";
import { ORDER_TOTAL_MAX_PAISE } from "@/lib/money-limits";
import { OFFER_MSG } from "@/lib/messages/offers";
import { SELL_MSG } from "@/lib/messages/selling";
import type { OrderAddress, Order, OrderContact, OrderLineRequest, OrderSource, PaymentMethod } from "@/lib/types/order";
import { db } from "@/server/db";
import { badRequest } from "@/server/errors";
import { deliverablePincode, promisedByDate } from "@/server/delivery/deliverable-pincode";
import { refreshIfOfferFilled } from "@/server/offers/after-offer-claim";
import { claimOfferUses, OFFER_HOLD_MS } from "@/server/offers/offer-uses";
import { codeRefusalError, priceOffers } from "@/server/offers/price-offers";
import type { DbClient } from "./db-client";
import { nextOrderNumber } from "./order-number";
import { orderSelect, toOrder } from "./order-row";
import { priceOrderLines } from "./price-order-lines";
import { recordOrderEvent } from "./record-order-event";

export interface CreateOrderInput {
  source: OrderSource;
  /** draft: an order request (the owner sends a payment link); payment_pending: a checkout about to pay. */
  status: "draft" | "payment_pending";
  /** The session's customer, never an id from the request. */
  customerId: string | null;
  contact: OrderContact;
  address: OrderAddress;
  customerNotes?: string | null;
  /** "Send me order updates on WhatsApp" was ticked (default false). */
  whatsappOptIn?: boolean;
  lines: readonly OrderLineRequest[];
  paymentMethod?: PaymentMethod | null;
  /** Cash on delivery's fee, added to the lines' sum in the total (default 0). */
  codFeePaise?: number;
  /** A lower ceiling on the total than the shop's (a card payment's), refused with this 400 message. */
  maxTotal?: { paise: number; message: (totalPaise: number) => string };
  /** The coupon code as typed (issue 44); null, absent or "" for none. A code that gives nothing refuses the order in words. */
  couponCode?: string | null;
  /**
   * How the order's offer uses are counted (offer-uses.ts): default held until now + OFFER_HOLD_MS
   * for a checkout about to pay, held until released for an order request (draft); "confirmed" for
   * cash on delivery.
   */
  offerUse?: "held" | "confirmed";
  /** A card payment's floor (Razorpay's ₹1): a total after offers below it is a 400 in words. */
  minTotalPaise?: number;
  /** Who placed it, for the history: "customer" or "visitor". */
  actor: string;
  now?: Date;
}

/**
 * Stores an order: lines priced from the database as snapshots, the offers they get (issue 44:
 * each line's share in offerDiscountPaise, the offers as OrderOffer rows, their uses counted under
 * the offers' locks, src/server/offers/offer-uses.ts; the total is Σ(linePricePaise −
 * offerDiscountPaise) + the COD fee; shipping is free), a readable order number, the contact and address as typed, and the first step of its
 * history. One transaction, so a refusal or failure leaves nothing behind (not even a number).
 * A total above the shop's ceiling (ORDER_TOTAL_MAX_PAISE) or `maxTotal` is a 400 in words.
 * Stock is not taken here: it is taken when the order is paid.
 */
export async function createOrder(input: CreateOrderInput, tx?: DbClient, promise?: OrderPromise): Promise<Order> {
  const promisedBy = promise ? promise.promisedBy : await orderPromise(input).then((found) => found.promisedBy);
  // In the caller's transaction: the caller calls refreshIfOfferFilled after its commit.
  if (tx) return create(tx, input, promisedBy);
  // A rush (a festival code) queues on the limited offers' rows and the order number's Counter: the
  // waits for a connection are allowed to be long rather than fail.
  const order = await db.$transaction((inner) => create(inner, input, promisedBy), { maxWait: 15_000, timeout: 15_000 });
  await refreshIfOfferFilled(order, input.now);
  return order;
}

/** The delivery promise an order keeps, read before its transaction (see orderPromise). */
export interface OrderPromise {
  promisedBy: Date | null;
}

/**
 * Checkout (card or cash on delivery) only where the shop delivers: a 400 with the form's message
 * before anything is stored; the order keeps the promise's last day. An order request is the owner's
 * to answer, whatever the PIN. A caller that opens its own transaction reads this first and passes
 * it to createOrder: read inside the transaction, it would need a second connection while the
 * transaction holds one (a pool of busy transactions would then wait on itself, and the embedded
 * database serves one connection at a time).
 */
export async function orderPromise(input: Pick<CreateOrderInput, "source" | "address" | "now">): Promise<OrderPromise> {
  return { promisedBy: input.source === "checkout" ? promisedByDate((await deliverablePincode(input.address.pincode, input.now)).deliveryBy) : null };
}

async function create(tx: DbClient, input: CreateOrderInput, promisedBy: Date | null): Promise<Order> {
  const now = input.now ?? new Date();
  const priced = await priceOrderLines(tx, input.lines);
  // Offers (issue 44): the limited offers' rows are locked here, before the order number's Counter.
  const offers = await priceOffers(tx, priced, { code: input.couponCode ?? null, shopper: { customerId: input.customerId, ...input.contact }, now, lock: true });
  // A code refused in words refuses the order; one that saves less than the automatic offer already
  // given is simply not used (the shopper gets the better offer, as the cart said).
  const refusal = offers.outcome.codeRefusal;
  if (refusal && refusal.reason !== "less_than_automatic") throw codeRefusalError(refusal);
  const lines = priced.map((line, index) => ({ ...line, offerDiscountPaise: offers.outcome.lineDiscounts[index] ?? 0 }));
  const discountPaise = offers.outcome.discountPaise;
  const totalPaise = lines.reduce((sum, line) => sum + line.linePricePaise - line.offerDiscountPaise, 0) + (input.codFeePaise ?? 0);
  if (totalPaise > ORDER_TOTAL_MAX_PAISE) throw badRequest(SELL_MSG.orderTotalAboveLimit(formatRupees(totalPaise), formatRupees(ORDER_TOTAL_MAX_PAISE)));
  if (input.maxTotal && totalPaise > input.maxTotal.paise) throw badRequest(input.maxTotal.message(totalPaise));
  if (input.minTotalPaise !== undefined && discountPaise > 0 && totalPaise < input.minTotalPaise) throw badRequest(OFFER_MSG.totalBelowMinimum);
  const orderNumber = await nextOrderNumber(tx, now);
  const { contact, address } = input;
  const row = await tx.order.create({
    data: {
      orderNumber,
      status: input.status,
      source: input.source,
      customerId: input.customerId,
      customerName: contact.name,
      customerEmail: contact.email,
      customerPhone: contact.phone,
      shipStreet: address.street,
      shipLine2: address.line2 || null,
      shipCity: address.city,
      shipState: address.state,
      shipPincode: address.pincode,
      shipCountry: address.country,
      totalPaise,
      discountPaise,
      codFeePaise: input.codFeePaise ?? 0,
      paymentMethod: input.paymentMethod ?? null,
      customerNotes: input.customerNotes || null,
      whatsappOptIn: input.whatsappOptIn === true,
      promisedBy,
      createdAt: now,
      lines: { create: lines.map((line) => ({ ...line, priceBreakup: line.priceBreakup === null ? Prisma.DbNull : { ...line.priceBreakup } })) },
      offers: {
        create: offers.outcome.applied.map((offer) => ({
          offerId: offer.offerId,
          code: offer.code,
          name: offer.name,
          kind: offer.kind,
          percentBps: offer.percentBps,
          amountPaise: offer.amountPaise,
          discountPaise: offer.discountPaise,
          position: offer.position,
        })),
      },
    },
    select: orderSelect,
  });
  if (offers.outcome.applied.length > 0 && offers.shopper) {
    const state = input.offerUse ?? "held";
    const heldUntil = input.status === "payment_pending" ? new Date(now.getTime() + OFFER_HOLD_MS) : null;
    await claimOfferUses(tx, { orderId: row.id, applied: offers.outcome.applied, shopper: offers.shopper, state, heldUntil, now });
  }
  await recordOrderEvent(tx, { orderId: row.id, status: input.status, actor: input.actor, at: now });
  return toOrder(row);
}
