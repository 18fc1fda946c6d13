import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { productSlug } from "@/lib/admin/product-pricing";
import { ZAdminProductFields, priceForMode, pricingProblem } from "@/lib/schemas/admin-product";
import { SLUG } from "@/lib/schemas/query-values";
import { PRODUCT_SIZE_MSG } from "@/lib/admin/size-messages";
import { parseSizesText } from "@/lib/admin/size-schema";

// The bulk page's rows (back office §3 Bulk row, §5 Bulk): what the owner edits, the browser's
// checks (the server checks every row again and answers rowErrors), and the JSON the server gets.

export interface BulkRow {
  /** React key only; never sent. */
  key: string;
  name: string;
  slug: string;
  description: string;
  code: string;
  price: string;
  discount: string;
  categoryID: string;
  /** Colour ids. */
  colors: string[];
  weight: string;
  quantity: string;
  bestSeller: boolean;
  trendingProd: boolean;
  /** Semicolon-separated indexes into the uploaded images, e.g. "0;2". */
  imageIndexes: string;
  /** Index into the uploaded videos, or "". */
  videoIndex: string;
  /** Silver pricing and hallmark (issue 21), as typed; empty means the server's default (fixed, 925, no HUID). */
  pricingMode: "" | "fixed" | "by_weight";
  purity: string;
  huid: string;
  /** Grams of silver, by weight only. */
  netWeight: string;
  makingChargeKind: "" | "per_gram" | "percent";
  /** ₹ per gram or a percentage, by weight only. */
  makingCharge: string;
  /** ₹, by weight only. */
  otherCharges: string;
  /** Sold by size (issue 42): the set's name and the sizes as "8:3;10:0" (by weight "8:3@3.1"); "" for none. */
  sizeSet: string;
  sizes: string;
  /** A CSV value that could not be matched (an unknown colour or category); cleared when edited. */
  importProblem?: string;
}

export const MAX_BULK_ROWS = 100;
export const MAX_BULK_FILES = 200;

let nextKey = 0;
export function emptyRow(): BulkRow {
  return {
    key: `row-${nextKey++}`,
    name: "",
    slug: "",
    description: "",
    code: "",
    price: "",
    discount: "0",
    categoryID: "",
    colors: [],
    weight: "",
    quantity: "",
    bestSeller: false,
    trendingProd: false,
    imageIndexes: "",
    videoIndex: "",
    pricingMode: "",
    purity: "",
    huid: "",
    netWeight: "",
    makingChargeKind: "",
    makingCharge: "",
    otherCharges: "",
    sizeSet: "",
    sizes: "",
  };
}

/** Only digits and semicolons may be typed into the image index field (§5). */
export const onlyIndexes = (text: string) => text.replace(/[^0-9;]/g, "");

/** The row's numbers and texts as the single-product form checks them (same schema, same words). */
const ZRowFields = ZAdminProductFields.pick({
  name: true,
  description: true,
  code: true,
  price: true,
  discount: true,
  quantity: true,
  weight: true,
  pricingMode: true,
  purity: true,
  huid: true,
  netWeight: true,
  makingChargeKind: true,
  makingCharge: true,
  otherCharges: true,
});

const byWeight = (row: BulkRow) => row.pricingMode === "by_weight";

/** The silver fields as the schema reads them: the weight terms only by weight; "" leaves a field out. */
function silverFields(row: BulkRow) {
  const pick = (key: string, value: string) => (value.trim() === "" ? {} : { [key]: value.trim() });
  return {
    ...pick("pricingMode", row.pricingMode),
    ...pick("purity", row.purity),
    ...pick("huid", row.huid.toUpperCase()),
    ...(byWeight(row)
      ? { ...pick("netWeight", row.netWeight), ...pick("makingChargeKind", row.makingChargeKind), ...pick("makingCharge", row.makingCharge), ...pick("otherCharges", row.otherCharges) }
      : {}),
  };
}

/** By weight the server ignores the price (today's rate gives it): an empty one is sent empty, as the API takes it. */
const priceOf = (row: BulkRow) => row.price.trim();

const INDEXES = /^[0-9]+(?:;[0-9]+)*;?$/;
const WHOLE = /^[0-9]+$/;

export function indexesOf(text: string): number[] {
  return text
    .split(";")
    .filter((part) => part !== "")
    .map(Number);
}

/** Why this row cannot be sent (the first problem), or null when it is fine. */
export function rowProblem(row: BulkRow, media: { images: number; videos: number }): string | null {
  if (row.importProblem) return row.importProblem;
  if (!row.name.trim() || !row.slug.trim() || !row.categoryID) return PRODUCT_MSG.nameSlugCategory;
  if (!SLUG.test(row.slug.trim())) return PRODUCT_MSG.slugInvalid;
  if (row.colors.length === 0) return PRODUCT_MSG.selectColor;
  const sized = sizesProblem(row);
  if (typeof sized === "string") return sized;
  const parsed = ZRowFields.safeParse({
    name: row.name,
    description: row.description,
    code: row.code.trim().toUpperCase(),
    price: priceForMode(row.pricingMode, priceOf(row)),
    discount: row.discount,
    // With sizes the stock is theirs (the server adds them up).
    quantity: sized ? String(sized.stock) : row.quantity,
    weight: row.weight,
    ...silverFields(row),
    ...(sized && byWeight(row) && row.netWeight.trim() === "" && sized.lightest ? { netWeight: sized.lightest } : {}),
  });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? PRODUCT_MSG.anError;
  const pricing = pricingProblem(parsed.data);
  if (pricing) return pricing.message;
  const indexes = row.imageIndexes.trim();
  if (!indexes) return PRODUCT_MSG.imageIndexesRequired;
  if (!INDEXES.test(indexes)) return PRODUCT_MSG.imageIndexesInvalid;
  const missing = indexesOf(indexes).find((index) => index >= media.images);
  if (missing !== undefined) return PRODUCT_MSG.imageIndexMissing(missing);
  const video = row.videoIndex.trim();
  if (video) {
    if (!WHOLE.test(video)) return PRODUCT_MSG.videoIndexInvalid;
    if (Number(video) >= media.videos) return PRODUCT_MSG.videoIndexMissing(Number(video));
  }
  return null;
}

/** The sizes columns' problem in words, or (when they are given and readable) their stock and lightest weight; null without sizes. */
function sizesProblem(row: BulkRow): string | { stock: number; lightest: string | null } | null {
  const set = row.sizeSet.trim();
  const text = row.sizes.trim();
  if (!set && !text) return null;
  if (!set) return PRODUCT_SIZE_MSG.csvSetRequired;
  if (!text) return PRODUCT_SIZE_MSG.csvSizesRequired;
  const entries = parseSizesText(text);
  if (!entries || entries.length === 0) return PRODUCT_SIZE_MSG.csvSizesInvalid;
  const stocks = entries.map((entry) => Number(entry.stock));
  const weights = entries.map((entry) => Number(entry.netWeight)).filter((grams) => Number.isFinite(grams) && grams > 0);
  return {
    stock: stocks.every((n) => Number.isInteger(n) && n >= 0) ? Math.min(stocks.reduce((a, b) => a + b, 0), 100_000) : 0,
    lightest: weights.length ? String(Math.min(...weights)) : null,
  };
}

/** Each row's problem by row index (rows without one are left out); slugs used twice are flagged too. */
export function rowProblems(rows: BulkRow[], media: { images: number; videos: number }): Map<number, string> {
  const problems = new Map<number, string>();
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const problem = rowProblem(row, media);
    if (problem) problems.set(index, problem);
    const slug = row.slug.trim();
    if (!slug) return;
    const first = seen.get(slug);
    if (first === undefined) seen.set(slug, index);
    else if (!problems.has(index)) problems.set(index, PRODUCT_MSG.slugTwiceInBatch(slug));
  });
  return problems;
}

/**
 * The row as POST /api/product/bulk-create reads it. Files go images first, then videos, so the
 * video index is shifted by the number of images (§5 Bulk).
 */
export function rowPayload(row: BulkRow, imageCount: number) {
  const video = row.videoIndex.trim();
  return {
    name: row.name.trim(),
    slug: row.slug.trim(),
    description: row.description.trim(),
    ...(row.code.trim() ? { code: row.code.trim().toUpperCase() } : {}),
    price: priceOf(row),
    discount: row.discount.trim() || "0",
    categoryID: row.categoryID,
    colors: row.colors,
    weight: row.weight.trim(),
    quantity: row.quantity.trim(),
    bestSeller: row.bestSeller,
    trendingProd: row.trendingProd,
    imageIndexes: indexesOf(row.imageIndexes.trim()).join(";"),
    ...(video ? { videoIndex: Number(video) + imageCount } : {}),
    ...silverFields(row),
    ...(row.sizeSet.trim() || row.sizes.trim() ? { sizeSet: row.sizeSet.trim(), sizes: row.sizes.trim() } : {}),
  };
}

/** The slug a typed name gives, filled in while the owner has not written a slug of their own. */
export function withName(row: BulkRow, name: string): BulkRow {
  const followsName = row.slug === "" || row.slug === productSlug(row.name);
  return { ...row, name, slug: followsName ? productSlug(name) : row.slug };
}
