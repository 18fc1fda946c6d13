import { z } from "zod";

// Building blocks for values that arrive in a URL (query string or path segment). Every value is
// a string; these turn it into a number, a flag or a clean text, or explain why they cannot.
// Parsed values become cache keys (the catalogue reads are cached per query), so each block
// accepts one spelling per meaning: "12" but not "0x0c", "1.2e1" or " 12".

/** C0 control characters and DEL. They have no place in any query or path value. */
export const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;

/** Product, category, colour and post ids: Prisma's cuid() ("c" + 24 base-36 characters; the scale seed makes the same shape). */
export const CUID = /^c[a-z0-9]{24,29}$/;

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const ONCE = "must be given only once";

/**
 * Empty, "null" and "undefined" mean "not given" (the old client sends category_slug=null).
 * A list means the parameter was repeated (a page's searchParams): refused, one value only.
 */
export function fromQuery(value: unknown, ctx: z.RefinementCtx): unknown {
  if (Array.isArray(value)) {
    ctx.addIssue({ code: "custom", message: ONCE, input: value });
    return z.NEVER;
  }
  return value === "" || value === "null" || value === "undefined" ? undefined : value;
}

/** Like fromQuery, but only "" means "not given": a search for the word "null" is a search. */
function fromQueryText(value: unknown, ctx: z.RefinementCtx): unknown {
  if (Array.isArray(value)) {
    ctx.addIssue({ code: "custom", message: ONCE, input: value });
    return z.NEVER;
  }
  return value === "" ? undefined : value;
}

const DIGITS = /^[0-9]+$/;
const NEGATIVE_WHOLE = /^-[0-9]+$/;
const DECIMAL = /^[+-]?(?:[0-9]+\.[0-9]*|\.[0-9]+)$/;

/** A whole number written in plain digits ("12"); no sign, blanks, exponent, hex or fraction. */
function digits(min: number, max: number) {
  const minMessage = `must be ${min} or more`;
  const maxMessage = max >= 10000 ? "is too large" : `must be at most ${max}`;
  return z
    .string({ error: "must be a number" })
    .transform((value, ctx) => {
      if (DIGITS.test(value)) {
        const number = Number(value);
        if (Number.isSafeInteger(number)) return number;
        ctx.addIssue({ code: "custom", message: maxMessage, input: value }); // 400 digits would be Infinity
        return z.NEVER;
      }
      const message = NEGATIVE_WHOLE.test(value) ? minMessage : DECIMAL.test(value) ? "must be a whole number" : "must be a number";
      ctx.addIssue({ code: "custom", message, input: value });
      return z.NEVER;
    })
    .pipe(z.number().min(min, { error: minMessage }).max(max, { error: maxMessage }));
}

/** An optional whole number in [min, max]; absent stays undefined. */
export function optionalWholeNumber(min: number, max: number) {
  return z.preprocess(fromQuery, digits(min, max).optional());
}

/** A whole number in [min, max] with a default for "not given". */
export function wholeNumber(min: number, max: number, fallback: number) {
  return z.preprocess(fromQuery, digits(min, max).default(fallback));
}

/** "1"/"true" → true, "0"/"false" → false, absent → undefined; anything else is refused. */
export function optionalBoolean() {
  return z.preprocess(
    fromQuery,
    z
      .enum(["1", "true", "0", "false"], { error: "must be 1, 0, true or false" })
      .transform((value) => value === "1" || value === "true")
      .optional(),
  );
}

/** A lower-case slug ("rose-gold") of at most `max` characters. */
export function optionalSlug(max: number) {
  return z.preprocess(
    fromQuery,
    z
      .string()
      .trim()
      .min(1, { error: "must not be empty" })
      .max(max, { error: "is too long" })
      .regex(SLUG, { error: "must be a slug (lower-case letters, digits and hyphens)" })
      .optional(),
  );
}

/** Free text (a search), trimmed, without control characters, 1 to `max` characters. */
export function text(max: number, tooLong = `must be at most ${max} characters`) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be text") })
    .trim()
    .min(1, { error: "must not be empty" })
    .max(max, { error: tooLong })
    .refine((value) => !CONTROL_CHARACTER.test(value), { error: "must not contain control characters" });
}

/** Optional free text: "" and absent are "not given". */
export function optionalText(max: number, tooLong?: string) {
  return z.preprocess(
    fromQuery,
    z
      .string()
      .trim()
      .max(max, { error: tooLong ?? `must be at most ${max} characters` })
      .refine((value) => !CONTROL_CHARACTER.test(value), { error: "must not contain control characters" })
      .transform((value) => value || undefined)
      .optional(),
  );
}

/** Required free text: only "" or absence is "not given", which is refused. */
export function requiredText(max: number) {
  return z.preprocess(fromQueryText, text(max));
}
