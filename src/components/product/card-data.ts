import type { Product, SizeSetKind } from "@/lib/types/catalogue";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import { sizeRangeText } from "./size-text";

/**
 * What a product card shows, and nothing more. Cards rendered by client lists (infinite scroll)
 * get these props serialised into the page, so a few fields per card keep listings small.
 */
export interface ProductCardData {
  id: string;
  name: string;
  code: string;
  pricePaise: number;
  sellingPricePaise: number;
  discountPercent: number;
  inStock: boolean;
  /** First of the images, else null (placeholder). */
  imageUrl: string | null;
  /** Published verified reviews and their star sum (issue 22): the card shows the average when there are any. */
  reviewCount?: number;
  ratingSum?: number;
  /** Sold by size (issue 42): "Sizes 8–16", "Lengths 16–20 in"; absent for a piece without sizes. */
  sizes?: string;
  /** A live automatic offer on this piece (issue 44): the card's "Festive offer: …" label; absent without one. */
  offer?: string;
}

/** `offerName`: the live automatic offer on this piece, from the server (src/server/offers/piece-offer.ts cardOfferName). */
export function toCardData(product: Product, offerName?: string | null): ProductCardData {
  return {
    id: product.id,
    name: product.name,
    code: product.code,
    pricePaise: product.pricePaise,
    sellingPricePaise: product.sellingPricePaise,
    discountPercent: product.discountPercent,
    inStock: product.inStock,
    imageUrl: product.images[0] ?? null,
    reviewCount: product.reviewCount ?? 0,
    ratingSum: product.ratingSum ?? 0,
    ...sizesOf(product.sizeSet?.kind, product.sizes),
    ...(offerName ? { offer: offerName } : {}),
  };
}

/** The same from the API's JSON (pages fetched while scrolling); prices from its paise fields. */
export function cardDataFromJSON(json: ProductJSON): ProductCardData {
  return {
    id: json._id,
    name: json.name,
    code: json.code,
    pricePaise: json.price_paise,
    sellingPricePaise: json.total_price_paise,
    discountPercent: json.discount,
    inStock: json.inStock,
    imageUrl: json.images[0]?.url ?? json.image?.url ?? null,
    reviewCount: json.reviewCount ?? 0,
    ratingSum: json.ratingSum ?? 0,
    ...sizesOf(json.size_set?.kind as SizeSetKind | undefined, json.sizes ?? []),
  };
}

/** The card's size line, left out for a piece without sizes (so unsized cards carry nothing more). */
function sizesOf(kind: SizeSetKind | undefined, sizes: readonly { label: string }[]): { sizes?: string } {
  const text = sizeRangeText(kind, sizes.map((s) => s.label));
  return text ? { sizes: text } : {};
}
