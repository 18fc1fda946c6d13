// The shopper's words for offers and coupon codes (issue 44): the coupon box in the cart and at
// checkout, the discount lines, and every refusal of a code (each in its own words). The back
// office's form texts are in src/lib/messages/offers-admin.ts.
import { formatRupees } from "@/lib/format";
import type { OfferRefusal } from "@/lib/offers/types";

// Built at its first use, not when the module loads: product cards import these words, and a page's
// first Intl formatter costs the browser ICU's loading (src/lib/format.ts says how much).
let startDate: Intl.DateTimeFormat | undefined;
const formatStart = (startsAt: Date) =>
  (startDate ??= new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" })).format(startsAt);

export const OFFER_MSG = {
  applyCoupon: "Apply a coupon",
  couponLabel: "Coupon code",
  apply: "Apply",
  remove: "Remove",
  couponApplied: (code: string) => `Code ${code} applied`,
  couponRequired: "Type a coupon code",
  couponTooLong: "A coupon code has at most 32 letters and digits",
  discountLine: (name: string) => name,
  youSave: (amount: string) => `You save ${amount}`,
  festiveLabel: (name: string) => `Festive offer: ${name}`,
  unknown: "We do not know this code. Check it and try again.",
  notStarted: (startsAt: Date) => `This code starts on ${formatStart(startsAt)} (IST).`,
  ended: "This code has ended.",
  minimum: (short: string) => `Add ${short} more to use this code.`,
  usedUp: "This code has been used up.",
  usedByYou: "You have already used this code.",
  notForThesePieces: "This code is not for the pieces in your cart.",
  firstOrderOnly: "This code is for a first order only.",
  lessThanAutomatic: (name: string) => `Your code saves less than the offer already applied (${name}).`,
  /** A payment arrived after the order's code was given back and used up by others (the order's history). */
  usedUpBeforePayment: "The order's offer could no longer be given when the payment arrived (used up, or no longer the shopper's first order); the order is cancelled and a full refund is due.",
  /** The shopper's answer to that payment. */
  usedUpRefund: "Your offer could no longer be given when your payment arrived (it was used up, or this is no longer your first order), so the order is cancelled and your payment is being refunded in full. Place the order again without the code.",
  /** The back office: a code is added to or removed from an order request only before its payment link. */
  requestOfferLocked: "The offers of an order request can change only while it is a draft or acknowledged, before its payment link is sent.",
  requestOfferSaved: (code: string) => `Code ${code} applied to the order request.`,
  requestOfferRemoved: "The code was removed from the order request.",
  /** A card payment's total after offers below Razorpay's minimum. */
  totalBelowMinimum: "After the offer the total is below ₹1: remove the code or add a piece.",
} as const;

/** A refusal in the shopper's words. */
export function offerRefusalMessage(refusal: OfferRefusal): string {
  switch (refusal.reason) {
    case "unknown":
      return OFFER_MSG.unknown;
    case "not_started":
      return OFFER_MSG.notStarted(refusal.startsAt);
    case "ended":
      return OFFER_MSG.ended;
    case "minimum":
      return OFFER_MSG.minimum(formatRupees(refusal.shortPaise));
    case "used_up":
      return OFFER_MSG.usedUp;
    case "used_by_you":
      return OFFER_MSG.usedByYou;
    case "not_for_these_pieces":
      return OFFER_MSG.notForThesePieces;
    case "first_order_only":
      return OFFER_MSG.firstOrderOnly;
    case "less_than_automatic":
      return OFFER_MSG.lessThanAutomatic(refusal.automaticName);
  }
}
