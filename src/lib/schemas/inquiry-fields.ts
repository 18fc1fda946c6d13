// The inquiry form's fields, limits and product-code rules, without zod: the form renders and
// adds its code chips with these, and loads the schema (src/lib/schemas/inquiry.ts) only once the
// shopper starts to fill it in, so the page's first JavaScript stays small. The page and the
// server normalise codes with the same functions.

import { INQUIRY_MSG } from "@/lib/messages/inquiry";
import { CONTACT_LIMITS } from "./contact-fields";

export const INQUIRY_LIMITS = {
  name: CONTACT_LIMITS.name,
  email: CONTACT_LIMITS.email,
  phoneInput: CONTACT_LIMITS.phoneInput,
  message: CONTACT_LIMITS.message,
  /** Codes in one inquiry, after duplicates are dropped. */
  codes: 20,
  /** One code's length (the catalogue's are 7, e.g. NK-1001; the load-test ones 12, e.g. SX-NK-000001). */
  code: 32,
  /** One size's label ("12", "2-6", "18 in", "Adjustable"; issue 42). */
  size: 20,
} as const;

/** The form's fields in their order on the page (the first invalid one gets the focus). */
export const INQUIRY_FIELDS = ["name", "email", "phone", "message", "productCodes"] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];

/** What the form holds and the API receives (the spec's Inquiry (sent); user_id is ignored by the server). */
export interface InquiryInput {
  user_id?: string | null;
  name: string;
  email: string;
  phone: string;
  message: string;
  productCodes: string[];
  /** The size asked about, by label, per code of a piece sold by size (issue 42); optional. */
  sizes?: Record<string, string>;
}

/**
 * A product code's shape, as the catalogue writes them (NK-1001, SX-NK-000001, test codes like
 * TA1B2C3): upper-case letters and digits in groups joined by single hyphens.
 */
export const PRODUCT_CODE = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

/** A code as typed, trimmed and upper-cased ("" for blank). */
export function normaliseCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Codes normalised, blanks dropped and duplicates removed (the first one's place is kept). */
export function normaliseCodes(raw: readonly string[]): string[] {
  return [...new Set(raw.map(normaliseCode).filter(Boolean))];
}

/** What is wrong with one normalised code, or null when it has a product code's shape. */
export function codeProblem(code: string): string | null {
  if (code.length > INQUIRY_LIMITS.code) return INQUIRY_MSG.inquiryCodeTooLong(INQUIRY_LIMITS.code);
  return PRODUCT_CODE.test(code) ? null : INQUIRY_MSG.inquiryCodeInvalid(code);
}

/**
 * The codes of the page's optional path segment (/inquiry/NK-1001,ER-3002): comma-separated,
 * possibly over several segments, normalised and de-duplicated; anything without a code's shape is
 * dropped, and at most INQUIRY_LIMITS.codes are kept. Next hands a segment over as it was sent,
 * where the comma may arrive as %2C, so each segment is decoded first (a code has no "%").
 */
export function codesFromPath(segments: readonly string[] | undefined): string[] {
  const codes = normaliseCodes((segments ?? []).flatMap((segment) => decodeSegment(segment).split(",")));
  return codes.filter((code) => code.length <= INQUIRY_LIMITS.code && PRODUCT_CODE.test(code)).slice(0, INQUIRY_LIMITS.codes);
}

/** A path segment percent-decoded; a malformed escape leaves it as it is (its codes are then dropped as misshapen). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
