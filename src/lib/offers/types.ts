// Offers (issue 44) as the pure arithmetic sees them (src/lib/offers/apply-offers.ts): no clock of
// its own, no database. src/server/offers/ reads the rows into these shapes.
import type { PriceBreakup } from "@/lib/pricing/by-weight";

export const OFFER_KINDS = ["percent_pieces", "fixed_cart", "percent_making"] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

export const OFFER_SCOPES = ["all", "categories", "pieces"] as const;
export type OfferScope = (typeof OFFER_SCOPES)[number];

/** An offer's rules, read from its row and its scope rows. */
export interface OfferRule {
  id: string;
  /** Shown to shoppers: "Diwali: 20 % off making". */
  name: string;
  /** Upper-case; null for an automatic offer. */
  code: string | null;
  kind: OfferKind;
  /** percent_pieces and percent_making: basis points (2000 = 20 %). */
  percentBps: number | null;
  /** fixed_cart: paise off the cart. */
  amountPaise: number | null;
  scope: OfferScope;
  categoryIds: readonly string[];
  /** Whole pieces (every size). */
  productIds: readonly string[];
  /** One size of a piece: sizeKey(productId, sizeId). */
  productSizeKeys: readonly string[];
  startsAt: Date;
  /** Exclusive; null: no end. */
  endsAt: Date | null;
  paused: boolean;
  /** Measured on the cart's pieces before offers, the COD fee excluded. */
  minCartPaise: number;
  firstOrderOnly: boolean;
  stackable: boolean;
}

/** The key of one size of one piece in OfferRule.productSizeKeys. */
export const sizeKey = (productId: string, sizeId: string) => `${productId}|${sizeId}`;

/** A line of a cart or an order as the arithmetic needs it (an order's OrderLine fits). */
export interface OfferLine {
  productId: string | null;
  sizeId: string | null;
  /** The piece's category (scope "categories"); null when unknown. */
  categoryId: string | null;
  quantity: number;
  /** One unit's price (tax included, after the piece's own discount). */
  unitPricePaise: number;
  /** unitPricePaise × quantity. */
  linePricePaise: number;
  /** By weight: one piece's breakup (before the piece's discount); null for a fixed price. */
  priceBreakup: Pick<PriceBreakup, "metalPaise" | "makingPaise" | "otherPaise"> | null;
}

/** What one offer gave an order or a cart (an order keeps it as an OrderOffer row). */
export interface AppliedOffer {
  /** null once the offer is deleted (the order keeps the rest). */
  offerId: string | null;
  code: string | null;
  name: string;
  kind: OfferKind;
  percentBps: number | null;
  amountPaise: number | null;
  discountPaise: number;
  /** Order of application: 0 first (automatic offers before a code). */
  position: number;
}

/** Why a typed code gives nothing. The words are OFFER_MSG's (src/lib/messages/offers.ts). */
export type OfferRefusal =
  | { reason: "unknown" }
  | { reason: "not_started"; startsAt: Date }
  | { reason: "ended" }
  | { reason: "minimum"; shortPaise: number }
  | { reason: "used_up" }
  | { reason: "used_by_you" }
  | { reason: "not_for_these_pieces" }
  | { reason: "first_order_only" }
  | { reason: "less_than_automatic"; automaticName: string };

export type OfferRefusalReason = OfferRefusal["reason"];

export interface OfferOutcome {
  /** Per line, in the lines' order: its share of the offers (0 … linePricePaise). */
  lineDiscounts: number[];
  /** The offers used, in order of application; their discounts add up to discountPaise. */
  applied: AppliedOffer[];
  discountPaise: number;
  /** A typed code that gives nothing, and why; null when no code was typed or it applies. */
  codeRefusal: OfferRefusal | null;
}
