import { z } from "zod";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { MAX_DISCOUNT, productSlug } from "@/lib/admin/product-pricing";
import { CUID } from "@/lib/schemas/query-values";

// The add/edit product form's one schema (back office §5 Add product, Edit product), shared by the
// admin pages (checks before sending) and by POST /api/product/create, PATCH /api/product/update
// and the bulk rows, so both sides say the same words. Values may arrive as the form's strings
// (multipart) or as numbers. Only these fields are read: a slug, selling price, status or id in
// the body is never looked at (the server derives the slug and the selling price itself).

export const PRODUCT_LIMITS = {
  name: 150,
  description: 10_000,
  /** Rupees. */
  price: 1_000_000,
  quantity: 100_000,
  /** Grams. */
  weight: 10_000,
  images: 10,
  colors: 20,
} as const;

/** Upper-case letters, digits and single hyphens, 2–32 characters (after upper-casing). */
export const PRODUCT_CODE = /^(?=.{2,32}$)[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

const DECIMAL_2 = /^[0-9]+(?:\.[0-9]{1,2})?$/;
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
    const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
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
});

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
