import "server-only";
import { unitOfferDiscount } from "@/lib/offers/apply-offers";
import { inScope } from "@/lib/offers/apply-offers";
import type { OfferRule } from "@/lib/offers/types";
import type { PriceBreakup } from "@/lib/pricing/by-weight";
import type { Product } from "@/lib/types/catalogue";
import type { LiveOffers } from "./live-offers";

// One unit of a piece (or of one of its sizes) priced with the live automatic offers, as the product
// page, its card and its JSON-LD show it: the same arithmetic the cart uses (unitOfferDiscount), so a
// piece costs the same on its page and in any cart.

export interface PieceOffer {
  /** The offer's name ("Festive offer: 20 % off making"). */
  name: string;
  /** Paise off one unit. */
  discountPaise: number;
  /** What the shopper pays for one unit: sellingPricePaise − discountPaise. */
  pricePaise: number;
  /** The offer's end (exclusive); null without one. */
  endsAt: Date | null;
}

type Breakup = Pick<PriceBreakup, "metalPaise" | "makingPaise" | "otherPaise"> | null | undefined;

/** The best automatic offer on one unit, for any shopper; null when none takes anything off. */
export function pieceOffer(
  product: Pick<Product, "id" | "category">,
  sizeId: string | null,
  sellingPricePaise: number,
  breakup: Breakup,
  live: Pick<LiveOffers, "offers" | "at" | "roundToRupee"> | null | undefined,
): PieceOffer | null {
  if (!live || live.offers.length === 0) return null;
  const line = {
    productId: product.id,
    sizeId,
    categoryId: product.category.id,
    unitPricePaise: sellingPricePaise,
    priceBreakup: breakup ? { metalPaise: breakup.metalPaise, makingPaise: breakup.makingPaise, otherPaise: breakup.otherPaise } : null,
  };
  const { discountPaise, offer } = unitOfferDiscount(line, live.offers, live.at, live.roundToRupee);
  if (!offer || discountPaise <= 0) return null;
  return { name: offer.name, discountPaise, pricePaise: sellingPricePaise - discountPaise, endsAt: offer.endsAt };
}

/**
 * A card's label: the name of an automatic offer that would take something off this piece for anyone
 * (in scope, no minimum above its price, not first orders only). The card does not price it: a card
 * knows no breakup, and "off making" needs one.
 */
export function cardOfferName(
  product: Pick<Product, "id" | "category" | "sellingPricePaise" | "sizes">,
  live: Pick<LiveOffers, "offers" | "makingProductIds"> | null | undefined,
): string | null {
  if (!live) return null;
  const fits = (offer: OfferRule) =>
    !offer.firstOrderOnly &&
    // "Off making" gives nothing to a fixed-price piece.
    (offer.kind !== "percent_making" || live.makingProductIds.includes(product.id)) &&
    offer.minCartPaise <= product.sellingPricePaise &&
    (product.sizes.length === 0
      ? inScope(offer, { productId: product.id, sizeId: null, categoryId: product.category.id })
      : product.sizes.some((size) => inScope(offer, { productId: product.id, sizeId: size.id, categoryId: product.category.id })));
  return live.offers.find(fits)?.name ?? null;
}
