import { z } from "zod";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { MAX_DISCOUNT, productSlug } from "@/lib/admin/product-pricing";
import { SILVER_PURITIES, type SilverPurity } from "@/lib/pricing/by-weight";
import { numberText, wholeFromText } from "@/lib/schemas/number-text";
import { CUID } from "@/lib/schemas/query-values";

// The add/edit product form's one schema (back office §5 Add product, Edit product), shared by the
// admin pages (checks before sending) and by POST /api/product/create, PATCH /api/product/update
// and the bulk rows, so both sides say the same words. Values may arrive as the form's strings
// (multipart) or as numbers. Only these fields are read: a slug, selling price, status or id in
// the body is never looked at (the server derives the slug and the selling price itself).

// The ceilings on a product's money (issue 40), each with the form's words when passed: the price
// and the stone/other charges ₹10,00,000, making charges ₹10,000 per gram (or 1,000 % of the
// silver value), the net silver weight 10,000 g, and the price a piece priced by weight comes to
// at today's rate ₹1,00,00,000 (MAX_BY_WEIGHT_PRICE_PAISE in src/lib/pricing/by-weight.ts).
export const PRODUCT_LIMITS = {
  name: 150,
  description: 10_000,
  /** Rupees: a fixed price, and stone and other charges. */
  price: 1_000_000,
  /** Rupees per gram of net silver weight. */
  makingPerGram: 10_000,
  quantity: 100_000,
  /** Grams. */
  weight: 10_000,
  images: 10,
  colors: 20,
} as const;

/** Upper-case letters, digits and single hyphens, 2–32 characters (after upper-casing). */
export const PRODUCT_CODE = /^(?=.{2,32}$)[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

const DECIMAL_2 = /^[0-9]+(?:\.[0-9]{1,2})?$/;
const DECIMAL_3 = /^[0-9]+(?:\.[0-9]{1,3})?$/;
/** The BIS Hallmark Unique ID: 6 letters and digits. */
export const HUID = /^[A-Z0-9]{6}$/;
const WHOLE = /^[0-9]+$/;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** A number of 0 or more with at most two decimals, from a string or a number. */
function decimal({ required, invalid, max, tooHigh, whole = false }: { required: string; invalid: string; max: number; tooHigh: string; whole?: boolean }) {
  return z.unknown().optional().transform((value, ctx) => {
    if (isBlank(value)) {
      ctx.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    const text = numberText(value);
    if (!(whole ? WHOLE : DECIMAL_2).test(text)) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    const number = Number(text);
    if (number > max) {
      ctx.addIssue({ code: "custom", message: tooHigh });
      return z.NEVER;
    }
    return number;
  });
}

/** A checkbox: true for true, "true", "on" and "1"; anything else (or nothing) is false. */
export const formFlag = z.unknown().optional().transform((value) => value === true || value === "true" || value === "on" || value === "1");

export const ZAdminProductFields = z.object({
  name: z
    .string({ error: PRODUCT_MSG.nameSlugCategory })
    .trim()
    .min(1, { error: PRODUCT_MSG.nameSlugCategory, abort: true })
    .max(PRODUCT_LIMITS.name, { error: PRODUCT_MSG.nameTooLong(PRODUCT_LIMITS.name), abort: true })
    .refine((name) => productSlug(name) !== "", { error: PRODUCT_MSG.nameNoSlug }),
  description: z
    .string({ error: PRODUCT_MSG.descriptionTooLong(PRODUCT_LIMITS.description) })
    .trim()
    .max(PRODUCT_LIMITS.description, { error: PRODUCT_MSG.descriptionTooLong(PRODUCT_LIMITS.description) })
    .optional()
    .transform((text) => text ?? ""),
  /** Upper-cased; empty means "let the server assign one". */
  code: z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) return undefined;
      const code = typeof value === "string" ? value.trim().toUpperCase() : "";
      if (!PRODUCT_CODE.test(code)) {
        ctx.addIssue({ code: "custom", message: PRODUCT_MSG.codeInvalid });
        return z.NEVER;
      }
      return code;
    }),
  price: decimal({ required: PRODUCT_MSG.priceRequired, invalid: PRODUCT_MSG.priceInvalid, max: PRODUCT_LIMITS.price, tooHigh: PRODUCT_MSG.priceTooHigh }),
  discount: z
    .unknown()
    .optional()
    .transform((value) => (isBlank(value) ? "0" : value))
    .pipe(decimal({ required: PRODUCT_MSG.discountInvalid, invalid: PRODUCT_MSG.discountInvalid, max: MAX_DISCOUNT, tooHigh: PRODUCT_MSG.discountInvalid })),
  quantity: decimal({
    required: PRODUCT_MSG.quantityRequired,
    invalid: PRODUCT_MSG.quantityInvalid,
    max: PRODUCT_LIMITS.quantity,
    tooHigh: PRODUCT_MSG.quantityTooHigh,
    whole: true,
  }),
  weight: decimal({ required: PRODUCT_MSG.weightRequired, invalid: PRODUCT_MSG.weightInvalid, max: PRODUCT_LIMITS.weight, tooHigh: PRODUCT_MSG.weightTooHigh }),
  categoryID: z.string({ error: PRODUCT_MSG.selectCategory }).trim().regex(CUID, { error: PRODUCT_MSG.selectCategory }),
  colors: z
    .array(z.string().trim().regex(CUID, { error: PRODUCT_MSG.unknownColor }), { error: PRODUCT_MSG.selectColor })
    .min(1, { error: PRODUCT_MSG.selectColor })
    .max(PRODUCT_LIMITS.colors, { error: PRODUCT_MSG.duplicateColor })
    .refine((ids) => new Set(ids).size === ids.length, { error: PRODUCT_MSG.duplicateColor }),
  bestSeller: formFlag,
  trendingProd: formFlag,
  newArrival: formFlag,
  // Silver pricing and hallmark (issue 21). Absent: a new piece is priced fixed, 925, no HUID; an edit
  // keeps what the piece has. By weight, `price` is not read (the silver rate prices the piece).
  pricingMode: choice(["fixed", "by_weight"] as const, PRODUCT_MSG.pricingModeInvalid),
  purity: z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) return undefined;
      const grade = wholeFromText(value);
      if (grade === null || !(SILVER_PURITIES as readonly number[]).includes(grade)) {
        ctx.addIssue({ code: "custom", message: PRODUCT_MSG.purityInvalid });
        return z.NEVER;
      }
      return grade as SilverPurity;
    }),
  /** "" clears it (null); absent keeps it. */
  huid: z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (isBlank(value)) return null;
      const huid = typeof value === "string" ? value.trim().toUpperCase() : "";
      if (!HUID.test(huid)) {
        ctx.addIssue({ code: "custom", message: PRODUCT_MSG.huidInvalid });
        return z.NEVER;
      }
      return huid;
    }),
  /** Grams, up to 3 decimals. */
  netWeight: optionalNumber(DECIMAL_3, PRODUCT_MSG.netWeightInvalid, PRODUCT_LIMITS.weight, PRODUCT_MSG.netWeightTooHigh),
  makingChargeKind: choice(["per_gram", "percent"] as const, PRODUCT_MSG.makingKindRequired),
  /** Rupees per gram, or a percentage of the silver value. */
  makingCharge: optionalNumber(DECIMAL_2, PRODUCT_MSG.makingChargeInvalid, PRODUCT_LIMITS.price, PRODUCT_MSG.makingChargeInvalid),
  /** Rupees. */
  otherCharges: optionalNumber(DECIMAL_2, PRODUCT_MSG.otherChargesInvalid, PRODUCT_LIMITS.price, PRODUCT_MSG.otherChargesTooHigh),
});

/** One of `values`, or undefined when absent or blank. */
function choice<const T extends readonly string[]>(values: T, invalid: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) return undefined;
      const text = typeof value === "string" ? value.trim() : "";
      if (!(values as readonly string[]).includes(text)) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return text as T[number];
    });
}

/** A number of 0 or more in `pattern`'s shape, or undefined when absent or blank. */
function optionalNumber(pattern: RegExp, invalid: string, max: number, tooHigh: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) return undefined;
      const text = numberText(value);
      if (!pattern.test(text) || Number(text) > max) {
        ctx.addIssue({ code: "custom", message: pattern.test(text) ? tooHigh : invalid });
        return z.NEVER;
      }
      return Number(text);
    });
}

/**
 * The price as the schema should read it: by weight, a blank price is 0 (today's silver rate prices
 * the piece, so the form, the bulk page and the bulk API may all leave it empty); else as sent.
 */
export function priceForMode(pricingMode: unknown, price: unknown): unknown {
  const byWeight = typeof pricingMode === "string" && pricingMode.trim() === "by_weight";
  return byWeight && isBlank(price) ? "0" : price;
}

/** The highest making charge as a percentage of the silver value (a typo guard). */
export const MAX_MAKING_PERCENT = 1000;

/** How a piece is priced, as the form says it; by weight, every term is there (checked by pricingProblem). */
export type PricingTerms =
  | { pricingMode: "fixed" }
  | { pricingMode: "by_weight"; netWeight: number; makingChargeKind: "per_gram" | "percent"; makingCharge: number; otherCharges: number };

/**
 * The first problem with the pricing fields taken together (by weight: the net weight, the making
 * charges and how they count are required), as the field it belongs to and the form's words.
 */
export function pricingProblem(fields: Pick<AdminProductFields, "pricingMode" | "netWeight" | "makingChargeKind" | "makingCharge">): { field: AdminProductField; message: string } | null {
  if (fields.pricingMode !== "by_weight") return null;
  if (fields.netWeight === undefined) return { field: "netWeight", message: PRODUCT_MSG.netWeightRequired };
  if (!(fields.netWeight > 0)) return { field: "netWeight", message: PRODUCT_MSG.netWeightInvalid };
  if (fields.makingChargeKind === undefined) return { field: "makingChargeKind", message: PRODUCT_MSG.makingKindRequired };
  if (fields.makingCharge === undefined) return { field: "makingCharge", message: PRODUCT_MSG.makingChargeRequired };
  if (fields.makingChargeKind === "percent" && fields.makingCharge > MAX_MAKING_PERCENT) return { field: "makingCharge", message: PRODUCT_MSG.makingPercentTooHigh };
  if (fields.makingChargeKind === "per_gram" && fields.makingCharge > PRODUCT_LIMITS.makingPerGram) return { field: "makingCharge", message: PRODUCT_MSG.makingChargeTooHigh };
  return null;
}

/** What the form sends (strings or numbers). */
export type AdminProductInput = z.input<typeof ZAdminProductFields>;
/** The checked fields: numbers in rupees, percent and grams; code upper-cased or undefined. */
export type AdminProductFields = z.output<typeof ZAdminProductFields>;
export type AdminProductField = keyof AdminProductFields;

/** The first message for each field that has a problem (for the form's inline errors). */
export function adminProductErrors(error: z.ZodError): Partial<Record<AdminProductField, string>> {
  const errors: Partial<Record<AdminProductField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in ZAdminProductFields.shape && !errors[field as AdminProductField]) {
      errors[field as AdminProductField] = issue.message;
    }
  }
  return errors;
}
