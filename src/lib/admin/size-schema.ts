import { z } from "zod";
import { MEASURE_WORDS, PRODUCT_SIZE_MSG, SIZE_MSG, sizeProblem } from "@/lib/admin/size-messages";
import { PRODUCT_CODE, PRODUCT_LIMITS } from "@/lib/schemas/admin-product";
import { decimalDigits, numberText, wholeFromText } from "@/lib/schemas/number-text";
import type { SizeSetKind } from "@/lib/types/catalogue";

// The size sets' and sizes' schemas (issue 42), shared by /admin/sizes and its routes under
// /api/admin/sizes, and the sizes a piece is offered in, shared by the product form, its routes
// and the bulk CSV: both sides say the same words.

export const SIZE_SET_KINDS = ["ring", "bangle", "length", "free"] as const satisfies readonly SizeSetKind[];
export const SIZE_LIMITS = { setName: 60, label: 20, position: 10_000, measure: 9_999 } as const;

/** Which measurements each kind of set has; the others must stay empty. */
export const MEASURES_OF_KIND: Record<SizeSetKind, readonly (keyof typeof MEASURE_WORDS)[]> = {
  ring: ["innerDiameterMm", "circumferenceMm"],
  bangle: ["innerDiameterMm"],
  length: ["lengthInches"],
  free: [],
};

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");
const DECIMAL_2 = decimalDigits(2);
const DECIMAL_3 = decimalDigits(3);

export const ZSizeSetCreate = z.object({
  name: z
    .string({ error: SIZE_MSG.setNameRequired })
    .trim()
    .min(1, { error: SIZE_MSG.setNameRequired })
    .max(SIZE_LIMITS.setName, { error: SIZE_MSG.setNameTooLong(SIZE_LIMITS.setName) }),
  kind: z.enum(SIZE_SET_KINDS, { error: SIZE_MSG.kindRequired }),
}, { error: SIZE_MSG.setNameRequired });
export type SizeSetCreate = z.infer<typeof ZSizeSetCreate>;

/** A measurement: empty (null), or more than 0 with at most 2 decimals. */
const measure = (what: string) =>
  z.unknown().optional().transform((value, ctx) => {
    if (isBlank(value)) return null;
    const text = numberText(value).trim();
    const number = Number(text);
    if (!DECIMAL_2.test(text) || !(number > 0) || number > SIZE_LIMITS.measure) {
      ctx.addIssue({ code: "custom", message: SIZE_MSG.measureInvalid(what) });
      return z.NEVER;
    }
    return number;
  });

export const ZSizeInput = z.object({
  label: z
    .string({ error: SIZE_MSG.labelRequired })
    .trim()
    .min(1, { error: SIZE_MSG.labelRequired })
    .max(SIZE_LIMITS.label, { error: SIZE_MSG.labelTooLong(SIZE_LIMITS.label) }),
  position: z.unknown().optional().transform((value, ctx) => {
    if (isBlank(value)) return null;
    const whole = wholeFromText(value);
    if (whole === null || whole > SIZE_LIMITS.position) {
      ctx.addIssue({ code: "custom", message: SIZE_MSG.positionInvalid });
      return z.NEVER;
    }
    return whole;
  }),
  innerDiameterMm: measure(MEASURE_WORDS.innerDiameterMm),
  circumferenceMm: measure(MEASURE_WORDS.circumferenceMm),
  lengthInches: measure(MEASURE_WORDS.lengthInches),
}, { error: SIZE_MSG.labelRequired });
export type SizeInput = z.infer<typeof ZSizeInput>;

/** The measurements the set's kind needs are there and the others are not; null when all is well. */
export function sizeMeasureProblem(kind: SizeSetKind, input: Pick<SizeInput, keyof typeof MEASURE_WORDS>): string | null {
  const needed = MEASURES_OF_KIND[kind];
  for (const key of Object.keys(MEASURE_WORDS) as (keyof typeof MEASURE_WORDS)[]) {
    const given = input[key] !== null && input[key] !== undefined;
    if (needed.includes(key) && !given) return SIZE_MSG.measureRequired(MEASURE_WORDS[key]);
    if (!needed.includes(key) && given) return SIZE_MSG.measureNotForKind;
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// The sizes a piece is offered in (the product form's "sizes" field, the CSV's sizes column).

/** One offered size as sent: the Size's id, its stock, optional code and (by weight) net weight in grams. */
export interface ProductSizeLineInput {
  size: string;
  stock: unknown;
  sku?: unknown;
  netWeight?: unknown;
}

/** One offered size after the checks: stock whole, code upper-case or null, weight in mg (by weight) or null. */
export interface ProductSizeLine {
  sizeId: string;
  stock: number;
  sku: string | null;
  netWeightMg: number | null;
}

const ZLines = z.array(z.object({ size: z.string().min(1).max(40), stock: z.unknown(), sku: z.unknown().optional(), netWeight: z.unknown().optional() }).strip()).max(100);

/** The form's "sizes" field (JSON); null when it cannot be read. */
export function parseSizeLines(raw: unknown): ProductSizeLineInput[] | null {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const parsed = ZLines.safeParse(value);
  return parsed.success ? (parsed.data as ProductSizeLineInput[]) : null;
}

export type SizeLineCheck = { ok: true; lines: ProductSizeLine[] } | { ok: false; problems: { sizeId: string | null; message: string }[] };

/**
 * Checks the offered sizes against the set's sizes (`labelOf`: id → label of every size of the set):
 * at least one, each of the set and once, stock a whole number, the code 2–32 letters, digits or
 * hyphens (upper-cased) and not given twice, by weight a net weight each. Every problem names its
 * size: "Size 12: ...".
 */
export function checkSizeLines(lines: readonly ProductSizeLineInput[], { labelOf, byWeight }: { labelOf: ReadonlyMap<string, string>; byWeight: boolean }): SizeLineCheck {
  const problems: { sizeId: string | null; message: string }[] = [];
  if (lines.length === 0) return { ok: false, problems: [{ sizeId: null, message: PRODUCT_SIZE_MSG.pickSizes }] };
  const seen = new Set<string>();
  const skus = new Map<string, string>();
  const checked: ProductSizeLine[] = [];
  for (const line of lines) {
    const label = labelOf.get(line.size);
    const say = (message: string) => problems.push({ sizeId: line.size, message: sizeProblem(label ?? line.size, message) });
    if (label === undefined) {
      problems.push({ sizeId: null, message: PRODUCT_SIZE_MSG.notInSet });
      continue;
    }
    if (seen.has(line.size)) {
      say(PRODUCT_SIZE_MSG.sizeTwice);
      continue;
    }
    seen.add(line.size);
    const before = problems.length;
    const stock = wholeFromText(typeof line.stock === "string" ? line.stock.trim() : line.stock);
    if (stock === null) say(PRODUCT_SIZE_MSG.stockInvalid);
    else if (stock > PRODUCT_LIMITS.quantity) say(PRODUCT_SIZE_MSG.stockTooHigh);
    let sku: string | null = null;
    if (!isBlank(line.sku)) {
      sku = typeof line.sku === "string" ? line.sku.trim().toUpperCase() : "";
      if (!PRODUCT_CODE.test(sku)) say(PRODUCT_SIZE_MSG.skuInvalid);
      else if (skus.has(sku)) say(PRODUCT_SIZE_MSG.skuTwice(sku));
      else skus.set(sku, line.size);
    }
    let netWeightMg: number | null = null;
    if (byWeight) {
      if (isBlank(line.netWeight)) say(PRODUCT_SIZE_MSG.weightRequired);
      else {
        const text = numberText(line.netWeight).trim();
        const grams = Number(text);
        if (!DECIMAL_3.test(text) || !(grams > 0)) say(PRODUCT_SIZE_MSG.weightInvalid);
        else if (grams > PRODUCT_LIMITS.weight) say(PRODUCT_SIZE_MSG.weightTooHigh);
        else netWeightMg = Math.round(grams * 1000);
      }
    }
    if (problems.length === before) checked.push({ sizeId: line.size, stock: stock!, sku, netWeightMg });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, lines: checked };
}

// ------------------------------------------------------------------------------------------------
// The bulk CSV's sizes column: "8:3;10:0;12:5" (label:stock), by weight "8:3@3.1;10:2@3.3"
// (label:stock@grams), with the set named in the size_set column.

export interface SizesTextEntry {
  label: string;
  stock: string;
  netWeight?: string;
}

const ENTRY = /^([^:;@]+?)\s*:\s*([^@]*?)\s*(?:@\s*(.*?))?\s*$/;

/** The sizes column's entries, as typed (checked as the form's sizes later); null when it cannot be read. */
export function parseSizesText(text: string): SizesTextEntry[] | null {
  const parts = text.split(";").map((part) => part.trim()).filter(Boolean);
  if (parts.length === 0) return [];
  const entries: SizesTextEntry[] = [];
  for (const part of parts) {
    const match = ENTRY.exec(part);
    if (!match || !match[1]!.trim() || !match[2]) return null;
    entries.push({ label: match[1]!.trim(), stock: match[2], ...(match[3] !== undefined ? { netWeight: match[3] } : {}) });
  }
  return entries;
}
