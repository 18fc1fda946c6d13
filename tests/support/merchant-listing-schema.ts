import { z } from "zod";

// Google's merchant listing structured data (Product with an Offer), as Google Search Central
// documents it — https://developers.google.com/search/docs/appearance/structured-data/merchant-listing
// (sections "Product", "Offer", "OfferShippingDetails", "MerchantReturnPolicy" for an Offer's own
// return policy) and https://developers.google.com/search/docs/appearance/structured-data/return-policy.
// Required properties are required here; the recommended ones the shop gives are checked for their
// types and values when present. Extra properties pass (schema.org allows them).

const SCHEMA = "https://schema.org/";
const url = z.url({ protocol: /^https?$/ });
const enumUrl = <const T extends readonly string[]>(names: T) => z.enum(names.map((name) => `${SCHEMA}${name}`) as [string, ...string[]]);
/** ISO 3166-1 alpha-2, e.g. "IN". */
const country = z.string().regex(/^[A-Z]{2}$/);
/** ISO 4217, e.g. "INR". */
const currency = z.string().regex(/^[A-Z]{3}$/);
/** A number, or a number as text with a dot for decimals (no currency sign, no grouping). */
const amount = z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/).transform(Number)]);
const oneOrMany = <T extends z.ZodType>(schema: T) => z.union([schema, z.array(schema).min(1)]);

/** handlingTime / transitTime: whole days, min ≤ max; Google reads unitCode "DAY" or "d". */
const days = z
  .object({
    "@type": z.literal("QuantitativeValue"),
    minValue: z.number().int().min(0),
    maxValue: z.number().int().min(0),
    unitCode: z.enum(["DAY", "d"]),
  })
  .refine((value) => value.minValue <= value.maxValue, { error: "minValue must not exceed maxValue" });

export const ZShippingDetails = z.object({
  "@type": z.literal("OfferShippingDetails"),
  // Required: where the rate applies.
  shippingDestination: oneOrMany(
    z.object({ "@type": z.literal("DefinedRegion"), addressCountry: country, addressRegion: z.union([z.string(), z.array(z.string())]).optional() }),
  ),
  // Required (unless doesNotShip): the cost; 0 for free shipping.
  shippingRate: z.object({ "@type": z.literal("MonetaryAmount"), value: amount.pipe(z.number().min(0)), currency }),
  // Recommended: handling and transit times.
  deliveryTime: z
    .object({
      "@type": z.literal("ShippingDeliveryTime"),
      handlingTime: days,
      transitTime: days,
    })
    .optional(),
});

const RETURN_CATEGORIES = ["MerchantReturnFiniteReturnWindow", "MerchantReturnNotPermitted", "MerchantReturnUnlimitedWindow"] as const;

export const ZMerchantReturnPolicy = z
  .object({
    "@type": z.literal("MerchantReturnPolicy"),
    // Required.
    applicableCountry: oneOrMany(country),
    returnPolicyCategory: enumUrl(RETURN_CATEGORIES),
    // Required with a finite window.
    merchantReturnDays: z.number().int().positive().optional(),
    // Recommended.
    returnMethod: oneOrMany(enumUrl(["ReturnByMail", "ReturnInStore", "ReturnAtKiosk"] as const)).optional(),
    returnFees: enumUrl(["FreeReturn", "ReturnFeesCustomerResponsibility", "ReturnShippingFees"] as const).optional(),
    returnShippingFeesAmount: z.object({ "@type": z.literal("MonetaryAmount"), value: amount, currency }).optional(),
  })
  .refine((policy) => policy.returnPolicyCategory !== `${SCHEMA}MerchantReturnFiniteReturnWindow` || policy.merchantReturnDays !== undefined, {
    error: "merchantReturnDays is required with MerchantReturnFiniteReturnWindow",
    path: ["merchantReturnDays"],
  })
  .refine((policy) => policy.returnFees !== `${SCHEMA}ReturnShippingFees` || policy.returnShippingFeesAmount !== undefined, {
    error: "returnShippingFeesAmount is required with ReturnShippingFees",
    path: ["returnShippingFeesAmount"],
  });

export const ZOffer = z.object({
  "@type": z.literal("Offer"),
  // Required: the price (greater than 0) and its currency.
  price: amount.pipe(z.number().positive()),
  priceCurrency: currency,
  // Recommended.
  availability: enumUrl([
    "BackOrder",
    "Discontinued",
    "InStock",
    "InStoreOnly",
    "LimitedAvailability",
    "MadeToOrder",
    "OnlineOnly",
    "OutOfStock",
    "PreOrder",
    "PreSale",
    "Reserved",
    "SoldOut",
  ] as const),
  itemCondition: enumUrl(["NewCondition", "UsedCondition", "RefurbishedCondition", "DamagedCondition"] as const),
  url: url.optional(),
  priceValidUntil: z.iso.date().optional(),
  shippingDetails: oneOrMany(ZShippingDetails).optional(),
  hasMerchantReturnPolicy: oneOrMany(ZMerchantReturnPolicy).optional(),
});

// Review snippets on a Product (https://developers.google.com/search/docs/appearance/structured-data/review-snippet):
// an AggregateRating needs ratingValue and ratingCount or reviewCount; a Review needs its author
// (a Person or Organization with a name under 100 characters) and reviewRating with ratingValue;
// bestRating defaults to 5 and worstRating to 1, and the value must lie between them.
const withinScale = (rating: { ratingValue: number; bestRating?: number; worstRating?: number }) =>
  rating.ratingValue >= (rating.worstRating ?? 1) && rating.ratingValue <= (rating.bestRating ?? 5) && (rating.worstRating ?? 1) < (rating.bestRating ?? 5);

export const ZRating = z
  .object({ "@type": z.literal("Rating"), ratingValue: amount, bestRating: amount.optional(), worstRating: amount.optional() })
  .refine(withinScale, { error: "ratingValue must lie between worstRating and bestRating" });

export const ZAggregateRating = z
  .object({
    "@type": z.literal("AggregateRating"),
    ratingValue: amount,
    reviewCount: z.number().int().positive().optional(),
    ratingCount: z.number().int().positive().optional(),
    bestRating: amount.optional(),
    worstRating: amount.optional(),
  })
  .refine((rating) => rating.reviewCount !== undefined || rating.ratingCount !== undefined, { error: "reviewCount or ratingCount is required" })
  .refine(withinScale, { error: "ratingValue must lie between worstRating and bestRating" });

export const ZReview = z.object({
  "@type": z.literal("Review"),
  author: z.object({ "@type": z.enum(["Person", "Organization"]), name: z.string().trim().min(1).max(99) }),
  reviewRating: ZRating,
  datePublished: z.iso.date().optional(),
  name: z.string().trim().min(1).optional(),
  reviewBody: z.string().trim().min(1).optional(),
});

export const ZMerchantListingProduct = z.object({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("Product"),
  // Required.
  name: z.string().trim().min(1),
  image: oneOrMany(url),
  offers: oneOrMany(ZOffer),
  // Recommended.
  description: z.string().trim().min(1).optional(),
  sku: z.string().trim().min(1).optional(),
  brand: z.object({ "@type": z.literal("Brand"), name: z.string().trim().min(1) }).optional(),
  gtin: z.string().regex(/^\d{8,14}$/).optional(),
  mpn: z.string().min(1).optional(),
  // Review snippets (only from real reviews: the shop's published verified ones).
  aggregateRating: ZAggregateRating.optional(),
  review: oneOrMany(ZReview).optional(),
});

export type MerchantListingProduct = z.output<typeof ZMerchantListingProduct>;

/** The first problem with a Product JSON-LD as Google's merchant listings read it, as "path: message", or null. */
export function merchantListingProblem(data: unknown): string | null {
  const result = ZMerchantListingProduct.safeParse(data);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return `${issue.path.join(".")}: ${issue.message}`;
}
