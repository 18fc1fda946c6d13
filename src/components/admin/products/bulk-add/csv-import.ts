import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { type BulkRow, emptyRow } from "./bulk-rows";

// Turning product_template.csv's lines into bulk rows (back office §5 CSV): papaparse (loaded only
// when a file is chosen) with a header line; colours and the category may be given by id or by
// name; flags are true/false. The silver columns (issue 21) are optional: a file without them imports
// as before (fixed price, 925, no HUID); pricingMode and makingChargeKind also take the words a
// person writes ("by weight", "per gram", "%").

export const CSV_HEADERS = [
  "name",
  "slug",
  "description",
  "code",
  "price",
  "discount",
  "categoryID",
  "colors",
  "weight",
  "quantity",
  "bestSeller",
  "trendingProd",
  "imageIndexes",
  "videoIndex",
  "pricingMode",
  "purity",
  "huid",
  "netWeight",
  "makingChargeKind",
  "makingCharge",
  "otherCharges",
  "size_set",
  "sizes",
] as const;
/** The page's example: one fixed-price row and one priced by weight (the silver columns at the end). */
/** …and (issue 42) a chain sold by length, by weight, each length with its stock and net weight. */
export const CSV_EXAMPLE = [
  CSV_HEADERS.join(","),
  "Leaf Pendant,leaf-pendant,,NK-2001,2499,10,Necklaces,Silver,4.5,12,false,true,0;1,,fixed,925,,,,,,,",
  "Box Chain,box-chain,,NK-2002,,0,Necklaces,Silver,8.2,6,false,false,2,,by_weight,925,AB12CD,8.2,per_gram,95,0,,",
  "Rope Chain,rope-chain,,NK-2003,,0,Necklaces,Silver,8.6,,false,false,2,,by_weight,925,,,per_gram,95,0,Lengths (inches),16 in:3@7.8;18 in:2@8.6;20 in:0@9.4",
].join("\n");

export const REQUIRED_CSV_HEADERS = ["name", "slug", "price", "categoryID", "weight", "quantity"] as const;

export interface Named {
  _id: string;
  name: string;
  slug?: string;
}

export type CsvResult = { ok: true; rows: BulkRow[] } | { ok: false; msg: string };

const flag = (value: string | undefined) => /^(true|1|yes)$/i.test((value ?? "").trim());

const word = (value: string) => value.trim().toLowerCase().replace(/[\s-]+/g, "_");

function pricingModeOf(value: string): BulkRow["pricingMode"] | null {
  const mode = word(value);
  if (mode === "") return "";
  if (mode === "fixed" || mode === "fixed_price") return "fixed";
  if (mode === "by_weight" || mode === "weight") return "by_weight";
  return null;
}

function makingKindOf(value: string): BulkRow["makingChargeKind"] | null {
  const kind = word(value);
  if (kind === "") return "";
  if (kind === "per_gram" || kind === "gram" || kind === "₹/g") return "per_gram";
  if (kind === "percent" || kind === "%" || kind === "percentage") return "percent";
  return null;
}

function idOf(value: string, choices: readonly Named[]): string | undefined {
  const wanted = value.trim().toLowerCase();
  return choices.find((c) => c._id.toLowerCase() === wanted || c.name.toLowerCase() === wanted || c.slug?.toLowerCase() === wanted)?._id;
}

/** The rows of a parsed CSV (header names as keys), or why it cannot be used. */
export function rowsFromCsv(records: Record<string, string | undefined>[], fields: readonly string[], lookups: { categories: readonly Named[]; colors: readonly Named[] }): CsvResult {
  if (records.length === 0) return { ok: false, msg: PRODUCT_MSG.csvEmpty };
  const present = new Set(fields.map((field) => field.trim()));
  const missing = REQUIRED_CSV_HEADERS.filter((header) => !present.has(header));
  if (missing.length > 0) return { ok: false, msg: PRODUCT_MSG.csvMissingHeaders(missing) };

  const rows = records.map((record): BulkRow => {
    const text = (key: (typeof CSV_HEADERS)[number]) => (record[key] ?? "").trim();
    const problems: string[] = [];
    const categoryText = text("categoryID");
    const categoryID = categoryText ? idOf(categoryText, lookups.categories) : "";
    if (categoryText && !categoryID) problems.push(PRODUCT_MSG.unknownCategory);
    const colors: string[] = [];
    for (const part of text("colors").split(";").filter((p) => p.trim() !== "")) {
      const id = idOf(part, lookups.colors);
      if (!id) problems.push(PRODUCT_MSG.unknownColor);
      else if (!colors.includes(id)) colors.push(id);
    }
    const pricingMode = pricingModeOf(text("pricingMode"));
    if (pricingMode === null) problems.push(PRODUCT_MSG.pricingModeInvalid);
    const makingChargeKind = makingKindOf(text("makingChargeKind"));
    if (makingChargeKind === null) problems.push(PRODUCT_MSG.makingKindRequired);
    return {
      ...emptyRow(),
      name: text("name"),
      slug: text("slug"),
      description: text("description"),
      code: text("code").toUpperCase(),
      price: text("price"),
      discount: text("discount") || "0",
      categoryID: categoryID ?? "",
      colors,
      weight: text("weight"),
      quantity: text("quantity"),
      bestSeller: flag(record.bestSeller),
      trendingProd: flag(record.trendingProd),
      imageIndexes: text("imageIndexes").replace(/\s+/g, ""),
      videoIndex: text("videoIndex"),
      pricingMode: pricingMode ?? "",
      purity: text("purity"),
      huid: text("huid").toUpperCase(),
      netWeight: text("netWeight"),
      makingChargeKind: makingChargeKind ?? "",
      makingCharge: text("makingCharge"),
      otherCharges: text("otherCharges"),
      sizeSet: text("size_set"),
      sizes: text("sizes").replace(/\s*;\s*/g, ";"),
      ...(problems[0] ? { importProblem: problems[0] } : {}),
    };
  });
  return { ok: true, rows };
}

/** Reads and parses a chosen CSV file; papaparse is loaded here, on first use. */
export async function parseCsvFile(file: File, lookups: { categories: readonly Named[]; colors: readonly Named[] }): Promise<CsvResult> {
  const { default: Papa } = await import("papaparse");
  const text = await file.text();
  const parsed = Papa.parse<Record<string, string | undefined>>(text, { header: true, skipEmptyLines: "greedy", transformHeader: (header) => header.trim() });
  return rowsFromCsv(parsed.data, parsed.meta.fields ?? [], lookups);
}
