// The cart's offers (issue 44) as the cart and checkout summaries show them: read from the server's
// answer (the quote or the stored cart: UserCartJSON.offers, discount_paise, coupon), never computed
// in the browser. Pure, so the unit tests read it as the page does.
import type { UserCartJSON } from "@/lib/json/cart";
import type { CartLineKey } from "@/lib/types/local-cart";
import { OFFER_MSG } from "@/lib/messages/offers";

export interface OfferLineView {
  /** The offer's name ("Festive offer: 20 % off making"), the code's offer named too. */
  name: string;
  code: string | null;
  discountPaise: number;
}

export interface CartOffersView {
  /** One line per offer, in order of application. */
  lines: OfferLineView[];
  discountPaise: number;
  /**
   * The answer was for these very lines and quantities (and this coupon): its discount may be taken
   * off the subtotal. False while a changed cart is being priced again (the total shows "…").
   */
  fresh: boolean;
  /** What became of the coupon the cart carries, when the answer is for it. */
  coupon: { code: string; applied: boolean; message: string | null } | null;
}

export const NO_OFFERS: CartOffersView = { lines: [], discountPaise: 0, fresh: true, coupon: null };

/** The lines and quantities a cart (or an answer) is about: one text to compare. */
export function linesSignature(lines: readonly (CartLineKey & { qty: number })[]): string {
  return lines
    .map((line) => `${line.pId}|${line.size ?? ""}|${line.qty}`)
    .sort()
    .join(",");
}

/** The offers of the server's answer for the local lines and coupon. */
export function cartOffersView(answer: UserCartJSON | undefined, local: readonly (CartLineKey & { qty: number })[], coupon: string | null): CartOffersView {
  if (!answer) return { ...NO_OFFERS, fresh: local.length === 0 };
  const asked = linesSignature(answer.products.map((line) => ({ pId: line.product_id._id, size: line.size, qty: line.qty })));
  const answeredCoupon = answer.coupon?.code ?? null;
  // An answer about another code is stale; one that names none (no code sent, or a server that does not echo it) is not.
  const fresh = asked === linesSignature(local) && (answeredCoupon === null || answeredCoupon === coupon);
  const offers = answer.offers ?? [];
  return {
    lines: offers.map((offer) => ({ name: offer.name, code: offer.code, discountPaise: offer.discount_paise })),
    discountPaise: answer.discount_paise ?? 0,
    fresh,
    coupon: answer.coupon && answer.coupon.code === coupon ? answer.coupon : null,
  };
}

/** What the coupon box says: the applied code, a refusal (the server's words), or nothing. */
export type CouponShown = { kind: "none" } | { kind: "pending"; code: string } | { kind: "applied"; code: string; text: string } | { kind: "refused"; code: string | null; text: string };

export function couponShown(coupon: string | null, offers: CartOffersView, message: string | null): CouponShown {
  if (message) return { kind: "refused", code: coupon, text: message };
  if (coupon === null) return { kind: "none" };
  if (!offers.fresh || offers.coupon === null) return { kind: "pending", code: coupon };
  if (offers.coupon.applied) return { kind: "applied", code: coupon, text: OFFER_MSG.couponApplied(coupon) };
  return { kind: "refused", code: coupon, text: offers.coupon.message ?? OFFER_MSG.unknown };
}

/** Whether an order's refusal is about the coupon (every word of OFFER_MSG's refusals names the code or the offer). */
export function isCouponRefusal(message: string): boolean {
  return /\b(code|coupon|offer)\b/i.test(message);
}
