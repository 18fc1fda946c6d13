// A piece sold by size as Google's product variants read it (issue 42;
// https://developers.google.com/search/docs/appearance/structured-data/product-variants): one
// ProductGroup for the piece (its code as productGroupID, variesBy size) with the properties every
// size shares (description, brand, pictures, material, category, purity and hallmark, reviews), and
// one Product per size in hasVariant, each a full merchant listing of its own: name, pictures,
// size, SKU, inProductGroupWithID, its own URL (`?size=`, the product page with that size chosen)
// and its own Offer (its price and availability, shipping and the return policy). The single-page
// form: every variant lives on the one product page, whose canonical stays the piece's URL.
import "server-only";
import type { Product as ProductLd, ProductGroup, WithContext } from "schema-dts";
import { absoluteUrl } from "@/env";
import { CURRENCY, SHOP } from "@/lib/constants";
import { href } from "@/lib/links";
import { purityName } from "@/lib/pricing/purity";
import type { PublicReviewPage } from "@/lib/reviews/types";
import type { Product, ProductSizeOption } from "@/lib/types/catalogue";
import type { ProductPricing } from "@/server/catalogue/get-product-pricing";
import type { ShippingSummary } from "@/server/delivery/shipping-summary";
import type { LiveOffers } from "@/server/offers/get-live-offers";
import { pieceOffer } from "@/server/offers/piece-offer";
import { PRODUCT_MATERIAL, merchantReturnPolicy, offerShippingDetails, offerValidity, productJsonLd, productProperties, reviewsJsonLd, rupeesDecimal } from "./json-ld";

/** The product page with this size chosen (the label in the URL, as the picker writes it). */
export function sizeUrl(productId: string, label: string): string {
  return absoluteUrl(`${href.product(productId)}?${new URLSearchParams({ size: label }).toString()}`);
}

/** A size's SKU: its own code, else the piece's code and the size ("LR-5002-12", "NK-1002-18IN"). */
export function variantSku(code: string, size: Pick<ProductSizeOption, "label" | "sku">): string {
  return size.sku ?? `${code}-${size.label.replace(/\s+/g, "").toUpperCase()}`;
}

type Pricing = Pick<ProductPricing, "purity" | "huid" | "netWeightMg"> & Partial<Pick<ProductPricing, "sizeBreakups" | "breakup">>;

/**
 * The product page's structured data: a ProductGroup for a piece sold by size, today's Product
 * (src/server/seo/json-ld.ts) for a piece without sizes.
 */
export function pieceJsonLd(
  product: Product,
  pricing?: Pricing,
  shipping?: ShippingSummary,
  reviews?: Pick<PublicReviewPage, "summary" | "reviews">,
  live?: LiveOffers,
): WithContext<ProductLd> | WithContext<ProductGroup> {
  if (product.sizes.length === 0) return productJsonLd(product, pricing, shipping, reviews, live);
  return productGroupJsonLd(product, pricing, shipping, reviews, live);
}

export function productGroupJsonLd(
  product: Product,
  pricing?: Pricing,
  shipping?: ShippingSummary,
  reviews?: Pick<PublicReviewPage, "summary" | "reviews">,
  live?: LiveOffers,
): WithContext<ProductGroup> {
  const shippingDetails = shipping ? offerShippingDetails(shipping) : null;
  const rated = reviews ? reviewsJsonLd(reviews) : null;
  const url = absoluteUrl(href.product(product.id));
  const images = product.images.map((image) => absoluteUrl(image));
  const brand = { "@type": "Brand", name: SHOP.name } as const;
  const material = pricing ? purityName(pricing.purity) : PRODUCT_MATERIAL;
  // The piece's net weight is its lightest size's: each size says its own instead.
  const shared = pricing ? productProperties({ ...pricing, netWeightMg: null }) : null;

  const hasVariant: ProductLd[] = product.sizes.map((size) => {
    const variantUrl = sizeUrl(product.id, size.label);
    const netWeightMg = pricing?.sizeBreakups?.[size.id]?.netWeightMg ?? null;
    // Each size its own offer price (issue 44): "off making" follows the size's own breakup.
    const offer = pieceOffer(product, size.id, size.sellingPricePaise, pricing?.sizeBreakups?.[size.id], live);
    return {
      "@type": "Product",
      "@id": `${variantUrl}#product`,
      name: `${product.name} – size ${size.label}`,
      description: product.description || product.name,
      sku: variantSku(product.code, size),
      size: size.label,
      inProductGroupWithID: product.code,
      url: variantUrl,
      ...(images.length > 0 && { image: images }),
      brand,
      material,
      ...(netWeightMg && { weight: { "@type": "QuantitativeValue", value: netWeightMg / 1000, unitCode: "GRM", unitText: "g" } }),
      offers: {
        "@type": "Offer",
        url: variantUrl,
        price: rupeesDecimal(offer?.pricePaise ?? size.sellingPricePaise),
        ...offerValidity(offer),
        priceCurrency: CURRENCY,
        availability: size.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
        itemCondition: "https://schema.org/NewCondition",
        ...(shippingDetails && { shippingDetails }),
        hasMerchantReturnPolicy: merchantReturnPolicy(),
        seller: { "@type": "Organization", name: SHOP.name },
      },
    };
  });

  return {
    "@context": "https://schema.org",
    "@type": "ProductGroup",
    "@id": `${url}#product`,
    name: product.name,
    description: product.description || product.name,
    url,
    productGroupID: product.code,
    variesBy: "https://schema.org/size",
    ...(images.length > 0 && { image: images }),
    brand,
    category: product.category.name,
    material,
    ...(product.colors.length > 0 && { color: product.colors.map((color) => color.name).join(", ") }),
    ...(shared && { additionalProperty: shared }),
    ...(rated && { aggregateRating: rated.aggregateRating, review: rated.review }),
    hasVariant,
  };
}
