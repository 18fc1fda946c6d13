import { z } from "zod";
import { PRICE_BAND_KEYS, PRODUCT_API_MAX_LIMIT, PRODUCT_FLAGS, PRODUCT_SORTS, type PriceBand } from "@/lib/constants";
import {
  CUID,
  SLUG,
  fromQuery,
  optionalBoolean,
  optionalSlug,
  optionalText,
  optionalWholeNumber,
  requiredText,
  wholeNumber,
} from "@/lib/schemas/query-values";

// Query schemas of the catalogue read API, shared by the route handlers and the pages that
// read searchParams. Every value arrives as a string; bad values are a 400 with a clear msg.
// The parsed values are the catalogue's cache keys, so each accepts only its own shape:
// arbitrary text cannot create cache entries (and push the catalogue out of the cache).

/** The deepest page a listing serves; deeper is a 400, never a deep scan. */
export const PRODUCT_LIST_MAX_PAGE = 100000;
export const SEARCH_MAX_PAGE = 1000;
export const SEARCH_MAX_LIMIT = 48;
export const SEARCH_DEFAULT_LIMIT = 12;
export const BLOG_MAX_PAGE = 10000;
/** A size's label as a filter value (issue 42): "12", "2-6", "18 in", "6.5 in", "Adjustable". */
export const SIZE_LABEL = /^[0-9A-Za-z][0-9A-Za-z .-]{0,19}$/;

const productId = z
  .string({ error: "must be a product id" })
  .max(30, { error: "must be a product id" })
  .regex(CUID, { error: "must be a product id" });

export const ZProductListQuery = z.object({
  /** 0 or absent means the default page size. */
  limit: optionalWholeNumber(0, PRODUCT_API_MAX_LIMIT),
  page: wholeNumber(1, PRODUCT_LIST_MAX_PAGE, 1),
  category_slug: optionalSlug(120),
  /** A colour by its slug ("silver", "rose-gold"). */
  color: optionalSlug(40),
  /** A size by its label ("12", "2-6", "18 in"): pieces with that size in stock (issue 42). */
  size: z.preprocess(fromQuery, z.string().trim().max(20, { error: "must be a size" }).regex(SIZE_LABEL, { error: "must be a size" }).optional()),
  /** true: in stock only; false: out of stock only; absent: both. */
  in_stock: optionalBoolean(),
  flag: z.preprocess(fromQuery, z.enum(PRODUCT_FLAGS, { error: `must be one of ${PRODUCT_FLAGS.join(", ")}` }).optional()),
  sort: z.preprocess(
    fromQuery,
    z.enum(PRODUCT_SORTS, { error: `must be one of ${PRODUCT_SORTS.join(", ")}` }).default("default"),
  ),
  price_band: z.preprocess(
    fromQuery,
    z.enum(PRICE_BAND_KEYS as [PriceBand, ...PriceBand[]], { error: `must be one of ${PRICE_BAND_KEYS.join(", ")}` }).optional(),
  ),
  /** Leave this product out (related products on the detail page). */
  exclude: z.preprocess(fromQuery, productId.optional()),
});
export type ProductListQuery = z.infer<typeof ZProductListQuery>;

/** GET /api/product/search?q=&page=&limit= */
export const ZProductSearchQuery = z.object({
  q: requiredText(100),
  page: wholeNumber(1, SEARCH_MAX_PAGE, 1),
  limit: wholeNumber(1, SEARCH_MAX_LIMIT, SEARCH_DEFAULT_LIMIT),
});
export type ProductSearchQuery = z.infer<typeof ZProductSearchQuery>;

/** A product (or other catalogue row) by its id: /api/product/{id}. */
export const ZIdParam = z.object({
  id: z
    .string({ error: "id is required" })
    .trim()
    .min(1, { error: "id is required" })
    .max(30, { error: "must be a product id" })
    .regex(CUID, { error: "must be a product id" }),
});

/** A blog post by id or by slug: /api/blog/{id or slug}. A cuid is slug-shaped too. */
export const ZBlogIdParam = z.object({
  id: z
    .string({ error: "id is required" })
    .trim()
    .min(1, { error: "id is required" })
    .max(120, { error: "id is too long" })
    .regex(SLUG, { error: "must be a post id or slug" }),
});

export const ZBlogListQuery = z.object({
  page: wholeNumber(1, BLOG_MAX_PAGE, 1),
  search: optionalText(100),
  tag: optionalText(50),
  /** Shoppers see published posts only; drafts are listed by the back office. */
  status: z.preprocess(fromQuery, z.literal("published", { error: "must be 'published'" }).default("published")),
});
export type BlogListQuery = z.infer<typeof ZBlogListQuery>;
