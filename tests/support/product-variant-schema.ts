import { z } from "zod";
import { ZAggregateRating, ZMerchantListingProduct, ZReview } from "./merchant-listing-schema";

// Google's product variant structured data (ProductGroup with its variants), as Google Search
// Central documents it — https://developers.google.com/search/docs/appearance/structured-data/product-variants:
// the group needs a name; its recommended properties are productGroupID, variesBy, hasVariant,
// url, brand, description, aggregateRating and review. Each variant is a merchant listing Product
// of its own (tests/support/merchant-listing-schema.ts, without @context: it sits inside the group)
// that names the group with inProductGroupWithID and carries the property it varies by.

const url = z.url({ protocol: /^https?$/ });
const oneOrMany = <T extends z.ZodType>(schema: T) => z.union([schema, z.array(schema).min(1)]);

export const ZSizeVariant = ZMerchantListingProduct.omit({ "@context": true }).extend({
  sku: z.string().trim().min(1),
  size: z.string().trim().min(1),
  inProductGroupWithID: z.string().trim().min(1),
  url,
});

export const ZProductGroup = z
  .object({
    "@context": z.literal("https://schema.org"),
    "@type": z.literal("ProductGroup"),
    // Required.
    name: z.string().trim().min(1),
    // Recommended.
    productGroupID: z.string().trim().min(1),
    variesBy: oneOrMany(z.enum(["https://schema.org/size", "https://schema.org/color", "https://schema.org/material", "https://schema.org/pattern", "https://schema.org/suggestedAge", "https://schema.org/suggestedGender"])),
    hasVariant: z.array(ZSizeVariant).min(1),
    url: url.optional(),
    description: z.string().trim().min(1).optional(),
    brand: z.object({ "@type": z.literal("Brand"), name: z.string().trim().min(1) }).optional(),
    aggregateRating: ZAggregateRating.optional(),
    review: oneOrMany(ZReview).optional(),
  })
  .refine((group) => group.hasVariant.every((variant) => variant.inProductGroupWithID === group.productGroupID), {
    error: "every variant's inProductGroupWithID must be the group's productGroupID",
    path: ["hasVariant"],
  });

/** The first problem with a ProductGroup JSON-LD as Google's product variants read it, as "path: message", or null. */
export function productGroupProblem(data: unknown): string | null {
  const result = ZProductGroup.safeParse(data);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return `${issue.path.join(".")}: ${issue.message}`;
}
