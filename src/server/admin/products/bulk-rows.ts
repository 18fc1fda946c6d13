import "server-only";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import type { BulkRowError } from "@/lib/admin/product-json-types";
import { type AdminProductFields, ZAdminProductFields, priceForMode, pricingProblem } from "@/lib/schemas/admin-product";
import { SLUG } from "@/lib/schemas/query-values";
import type { DbClient } from "@/server/orders/db-client";
import { PRODUCT_SIZE_MSG } from "@/lib/admin/size-messages";
import { type SizesTextEntry, checkSizeLines, parseSizesText } from "@/lib/admin/size-schema";
import type { SizesPlan } from "@/server/admin/products/product-sizes";

// The bulk add's rows (back office §2 Bulk add, §5 Bulk): every row is checked before anything is
// stored or saved, and every problem is reported with its row (0-based) and field, so the page can
// highlight them all at once. The fields go through the add form's schema; the slug is the row's
// own (the CSV carries one) but must be a clean web address, used once in the batch, and free.
// imageIndexes ("0;2") point into the first imageCount files; videoIndex (already shifted by the
// image count, as the page sends it) points into the files after them.

export interface BulkRow {
  /** 0-based, as sent. */
  row: number;
  fields: AdminProductFields;
  slug: string;
  imageIndexes: number[];
  videoIndex: number | null;
  /** The size_set and sizes columns (issue 42), as typed; null for a row without sizes. */
  sizes: { set: string; entries: SizesTextEntry[] } | null;
  /** The sizes resolved against the database (checkBulkReferences), for a row with sizes. */
  sizesPlan?: SizesPlan;
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A row's size_set and sizes columns: null without them, or the problem (field and words). */
function sizesOfRow(object: Record<string, unknown>): BulkRow["sizes"] | { field: string; msg: string } {
  const set = object.sizeSet ?? object.size_set;
  const text = object.sizes;
  if (blank(set) && blank(text)) return null;
  if (blank(set)) return { field: "sizeSet", msg: PRODUCT_SIZE_MSG.csvSetRequired };
  if (blank(text)) return { field: "sizes", msg: PRODUCT_SIZE_MSG.csvSizesRequired };
  const entries = typeof text === "string" && typeof set === "string" ? parseSizesText(text) : null;
  if (!entries || entries.length === 0) return { field: "sizes", msg: PRODUCT_SIZE_MSG.csvSizesInvalid };
  return { set: String(set).trim(), entries };
}

/** A sized row's stock is its sizes' sum and by weight its net weight the lightest size's, unless given. */
function sizedDefaults(object: Record<string, unknown>, sizes: BulkRow["sizes"]): Record<string, unknown> {
  if (!sizes) return object;
  const stocks = sizes.entries.map((entry) => Number(entry.stock));
  const sum = stocks.every((n) => Number.isInteger(n) && n >= 0) ? stocks.reduce((a, b) => a + b, 0) : 0;
  const weights = sizes.entries.map((entry) => Number(entry.netWeight)).filter((grams) => Number.isFinite(grams) && grams > 0 && grams <= 10_000);
  return {
    ...object,
    quantity: String(Math.min(sum, 100_000)),
    ...(object.pricingMode === "by_weight" && blank(object.netWeight) ? { netWeight: weights.length ? String(Math.min(...weights)) : "1" } : {}),
  };
}

const INDEXES = /^[0-9]+(?:;[0-9]+)*;?$/;

function indexesOf(value: unknown): number[] | "missing" | "invalid" {
  if (value === undefined || value === null || value === "") return "missing";
  if (Array.isArray(value)) {
    if (value.length === 0) return "missing";
    return value.every((entry) => Number.isInteger(entry) && entry >= 0) ? (value as number[]) : "invalid";
  }
  if (typeof value === "number") return Number.isInteger(value) && value >= 0 ? [value] : "invalid";
  if (typeof value !== "string") return "invalid";
  const text = value.replace(/\s+/g, "");
  if (text === "") return "missing";
  if (!INDEXES.test(text)) return "invalid";
  return text.split(";").filter(Boolean).map(Number);
}

function videoIndexOf(value: unknown): number | null | "invalid" {
  if (value === undefined || value === null || value === "") return null;
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "-";
  if (text === "") return null;
  return /^[0-9]+$/.test(text) ? Number(text) : "invalid";
}

/** Checks every row's shape and file indexes; the rows that pass and every problem found. */
export function checkBulkRows(input: unknown[], { imageCount, fileCount }: { imageCount: number; fileCount: number }): { rows: BulkRow[]; errors: BulkRowError[] } {
  const rows: BulkRow[] = [];
  const errors: BulkRowError[] = [];
  const slugRows = new Map<string, number>();
  input.forEach((raw, row) => {
    const before = errors.length;
    const given = typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const sizes = sizesOfRow(given);
    if (sizes && "msg" in sizes) errors.push({ row, ...sizes });
    const object = sizes && !("msg" in sizes) ? sizedDefaults(given, sizes) : given;
    const parsed = ZAdminProductFields.safeParse({
      name: object.name,
      description: object.description ?? "",
      code: object.code,
      // By weight the price may be left empty (today's rate prices the piece), as the README says.
      price: priceForMode(object.pricingMode, object.price),
      discount: object.discount,
      quantity: object.quantity,
      weight: object.weight,
      categoryID: object.categoryID ?? object.category,
      colors: typeof object.colors === "string" ? object.colors.split(/[;,]/).map((id) => id.trim()).filter(Boolean) : object.colors,
      bestSeller: object.bestSeller,
      trendingProd: object.trendingProd,
      newArrival: object.newArrival,
      // Optional (issue 21): a row without them is a fixed price, 925, no HUID, as old files are.
      pricingMode: object.pricingMode,
      purity: object.purity,
      huid: object.huid,
      netWeight: object.netWeight,
      makingChargeKind: object.makingChargeKind,
      makingCharge: object.makingCharge,
      otherCharges: object.otherCharges,
    });
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "");
        if (seen.has(field)) continue;
        seen.add(field);
        errors.push({ row, ...(field && { field }), msg: issue.message });
      }
    } else {
      const problem = pricingProblem(parsed.data);
      if (problem) errors.push({ row, field: problem.field, msg: problem.message });
    }

    const slug = typeof object.slug === "string" ? object.slug.trim() : "";
    if (slug === "") errors.push({ row, field: "slug", msg: PRODUCT_MSG.slugRequired });
    else if (!SLUG.test(slug) || slug.length > 200) errors.push({ row, field: "slug", msg: PRODUCT_MSG.slugInvalid });
    else if (slugRows.has(slug)) errors.push({ row, field: "slug", msg: PRODUCT_MSG.slugTwiceInBatch(slug) });
    else slugRows.set(slug, row);

    const images = indexesOf(object.imageIndexes);
    if (images === "missing") errors.push({ row, field: "imageIndexes", msg: PRODUCT_MSG.imageIndexesRequired });
    else if (images === "invalid") errors.push({ row, field: "imageIndexes", msg: PRODUCT_MSG.imageIndexesInvalid });
    else if (images.length > 10) errors.push({ row, field: "imageIndexes", msg: PRODUCT_MSG.tooManyImages });
    else {
      const missing = images.find((index) => index >= imageCount);
      if (missing !== undefined) errors.push({ row, field: "imageIndexes", msg: PRODUCT_MSG.imageIndexMissing(missing) });
    }

    const video = videoIndexOf(object.videoIndex);
    if (video === "invalid") errors.push({ row, field: "videoIndex", msg: PRODUCT_MSG.videoIndexInvalid });
    else if (video !== null && (video < imageCount || video >= fileCount)) {
      // The owner typed the index among the videos; the page added the image count.
      errors.push({ row, field: "videoIndex", msg: PRODUCT_MSG.videoIndexMissing(video >= imageCount ? video - imageCount : video) });
    }

    if (errors.length === before && parsed.success && Array.isArray(images) && video !== "invalid") {
      rows.push({ row, fields: parsed.data, slug, imageIndexes: [...new Set(images)], videoIndex: video, sizes: sizes as BulkRow["sizes"] });
    }
  });
  return { rows, errors };
}

/** The database's part: categories and colours exist, slugs and codes free (and codes once in the batch). */
export async function checkBulkReferences(client: DbClient, rows: readonly BulkRow[]): Promise<BulkRowError[]> {
  const categoryIds = [...new Set(rows.map(({ fields }) => fields.categoryID))];
  const colorIds = [...new Set(rows.flatMap(({ fields }) => fields.colors))];
  const slugs = rows.map((row) => row.slug);
  const codes = rows.flatMap(({ fields }) => (fields.code ? [fields.code] : []));
  // One after the other: a transaction's client runs one query at a time.
  const categories = await client.category.findMany({ where: { id: { in: categoryIds } }, select: { id: true } });
  const colors = await client.color.findMany({ where: { id: { in: colorIds } }, select: { id: true } });
  const taken = await client.product.findMany({ where: { OR: [{ slug: { in: slugs } }, { code: { in: codes } }] }, select: { slug: true, code: true } });
  const knownCategories = new Set(categories.map((category) => category.id));
  const knownColors = new Set(colors.map((color) => color.id));
  const takenSlugs = new Set(taken.map((product) => product.slug));
  const takenCodes = new Set(taken.map((product) => product.code));
  const batchCodes = new Set<string>();
  const errors: BulkRowError[] = await checkBulkSizes(client, rows);
  for (const { row, fields, slug } of rows) {
    if (!knownCategories.has(fields.categoryID)) errors.push({ row, field: "categoryID", msg: PRODUCT_MSG.unknownCategory });
    if (fields.colors.some((id) => !knownColors.has(id))) errors.push({ row, field: "colors", msg: PRODUCT_MSG.unknownColor });
    if (takenSlugs.has(slug)) errors.push({ row, field: "slug", msg: PRODUCT_MSG.slugTaken(slug) });
    if (fields.code) {
      if (takenCodes.has(fields.code) || batchCodes.has(fields.code)) errors.push({ row, field: "code", msg: PRODUCT_MSG.codeTaken(fields.code) });
      batchCodes.add(fields.code);
    }
  }
  return errors;
}

/**
 * The sized rows' sets and sizes: the set by its name (any case) or id, each size by its label in
 * it, then the form's own checks (stock, by weight a weight per size). Each row's plan is kept on it.
 */
async function checkBulkSizes(client: DbClient, rows: readonly BulkRow[]): Promise<BulkRowError[]> {
  const sized = rows.filter((row) => row.sizes);
  if (sized.length === 0) return [];
  const sets = await client.sizeSet.findMany({ select: { id: true, name: true, sizes: { select: { id: true, label: true } } } });
  const errors: BulkRowError[] = [];
  for (const row of sized) {
    const { set: wanted, entries } = row.sizes!;
    const set = sets.find((one) => one.id === wanted) ?? sets.find((one) => one.name.toLowerCase() === wanted.toLowerCase());
    if (!set) {
      errors.push({ row: row.row, field: "sizeSet", msg: PRODUCT_SIZE_MSG.csvUnknownSet(wanted) });
      continue;
    }
    const idOf = (label: string) => (set.sizes.find((size) => size.label === label) ?? set.sizes.find((size) => size.label.toLowerCase() === label.toLowerCase()))?.id;
    const unknown = entries.find((entry) => !idOf(entry.label));
    if (unknown) {
      errors.push({ row: row.row, field: "sizes", msg: PRODUCT_SIZE_MSG.csvUnknownSize(unknown.label, set.name) });
      continue;
    }
    const labelOf = new Map(set.sizes.map((size) => [size.id, size.label]));
    const checked = checkSizeLines(
      entries.map((entry) => ({ size: idOf(entry.label)!, stock: entry.stock, netWeight: entry.netWeight })),
      { labelOf, byWeight: row.fields.pricingMode === "by_weight" },
    );
    if (!checked.ok) {
      errors.push({ row: row.row, field: "sizes", msg: checked.problems[0]!.message });
      continue;
    }
    row.sizesPlan = { setId: set.id, lines: checked.lines, labelOf };
  }
  return errors;
}


