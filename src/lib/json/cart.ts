// The server cart → the contract's UserCart JSON (rupees, the spec's names). Route handlers only.
import { productJSON } from "@/lib/json/catalogue";
import type { OfferOutcome } from "@/lib/offers/types";
import type { ServerCart } from "@/lib/types/cart";
import type { ProductJSON } from "@/lib/types/catalogue-json";

export interface UserCartLineJSON {
  /** The product as it is now (price, stock as `quantity`, `status`, `inStock`). */
  product_id: ProductJSON;
  qty: number;
  /** A colour id, or null. */
  color: string | null;
  /** The Size's id for a piece sold by size (issue 42; its stock and price are in product_id.sizes), else null. */
  size: string | null;
  /** That size's label ("12", "2-6"), else null. */
  size_label: string | null;
  /** Paise: this line's share of the cart's offers (issue 44); 0 without. */
  offer_discount_paise: number;
}

/** An offer the cart gets (an automatic offer, or the typed code). */
export interface CartOfferJSON {
  name: string;
  /** The coupon code; null for an automatic offer. */
  code: string | null;
  discount_paise: number;
}

/** What became of the code the shopper typed: applied, or refused with the words to show. */
export interface CartCouponJSON {
  code: string;
  applied: boolean;
  /** OFFER_MSG's refusal (src/lib/messages/offers.ts); null when applied. */
  message: string | null;
}

/** A cart's offers as the server computed them (src/server/offers). */
export interface CartOffers {
  outcome: OfferOutcome;
  coupon: CartCouponJSON | null;
}

export interface UserCartJSON {
  products: UserCartLineJSON[];
  /** Rupees; sold-out lines are not counted. */
  total_price: number;
  total_price_paise: number;
  /** The offers the cart gets, in order of application. */
  offers: CartOfferJSON[];
  /** Paise: Σ offers, per line in products[].offer_discount_paise. */
  discount_paise: number;
  /** Paise: what the pieces cost after the offers (total_price_paise − discount_paise); checkout adds a COD fee. */
  payable_paise: number;
  coupon: CartCouponJSON | null;
}

/**
 * The cart's JSON; `offers` (the cart's quote and stored cart with a coupon, issue 44) gives the
 * discounts, computed over cart.lines in order (sold-out lines get 0).
 */
export function cartJSON(cart: ServerCart, offers: CartOffers | null = null): UserCartJSON {
  const discounts = offers?.outcome.lineDiscounts ?? [];
  const discountPaise = offers?.outcome.discountPaise ?? 0;
  return {
    products: cart.lines.map((line, index) => ({
      product_id: productJSON(line.product),
      qty: line.qty,
      color: line.colorId,
      size: line.size?.id ?? null,
      size_label: line.size?.label ?? null,
      offer_discount_paise: discounts[index] ?? 0,
    })),
    total_price: cart.totalPaise / 100,
    total_price_paise: cart.totalPaise,
    offers: (offers?.outcome.applied ?? []).map((offer) => ({ name: offer.name, code: offer.code, discount_paise: offer.discountPaise })),
    discount_paise: discountPaise,
    payable_paise: cart.totalPaise - discountPaise,
    coupon: offers?.coupon ?? null,
  };
}
