import { z } from "zod";
import { PRICE_BAND_KEYS, PRODUCT_API_MAX_LIMIT, PRODUCT_FLAGS, PRODUCT_SORTS, type PriceBand } from "@/lib/constants";

// Query schemas of the catalogue read API, shared by the route handlers and the pages that
// read searchParams. Every value arrives as a string; bad values are a 400 with a clear msg.

const slug = z
  .string()
  .trim()
  .min(1, { error: "must not be empty" })
  .max(120, { error: "is too long" })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "must be a slug (lower-case letters, digits and hyphens)" });

const emptyToUndefined = (value: unknown) => (value === "" || value === "null" || value === "undefined" ? undefined : value);

export const ZProductListQuery = z.object({
  /** 0 or absent means the default page size. */
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(0, { error: "must be 0 or more" })
      .max(PRODUCT_API_MAX_LIMIT, { error: `must be at most ${PRODUCT_API_MAX_LIMIT}` })
      .optional(),
  ),
  page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(1, { error: "must be 1 or more" })
      .max(100000, { error: "is too large" })
      .default(1),
  ),
  category_slug: z.preprocess(emptyToUndefined, slug.optional()),
  flag: z.preprocess(emptyToUndefined, z.enum(PRODUCT_FLAGS, { error: `must be one of ${PRODUCT_FLAGS.join(", ")}` }).optional()),
  sort: z.preprocess(
    emptyToUndefined,
    z.enum(PRODUCT_SORTS, { error: `must be one of ${PRODUCT_SORTS.join(", ")}` }).default("default"),
  ),
  price_band: z.preprocess(
    emptyToUndefined,
    z.enum(PRICE_BAND_KEYS as [PriceBand, ...PriceBand[]], { error: `must be one of ${PRICE_BAND_KEYS.join(", ")}` }).optional(),
  ),
  /** Leave this product out (related products on the detail page). */
  exclude: z.preprocess(emptyToUndefined, z.string().max(64, { error: "is too long" }).optional()),
});
export type ProductListQuery = z.infer<typeof ZProductListQuery>;

export const ZIdParam = z.object({
  id: z.string().trim().min(1, { error: "id is required" }).max(120, { error: "id is too long" }),
});

export const ZBlogListQuery = z.object({
  page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(1, { error: "must be 1 or more" })
      .max(10000, { error: "is too large" })
      .default(1),
  ),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100, { error: "must be at most 100 characters" }).optional()),
  tag: z.preprocess(emptyToUndefined, z.string().trim().max(50, { error: "must be at most 50 characters" }).optional()),
  /** Shoppers see published posts only; drafts are listed by the back office. */
  status: z.preprocess(emptyToUndefined, z.literal("published", { error: "must be 'published'" }).default("published")),
});
export type BlogListQuery = z.infer<typeof ZBlogListQuery>;
