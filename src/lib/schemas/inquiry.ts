import * as z from "zod/mini";
import { INQUIRY_MSG } from "@/lib/messages/inquiry";
import { ZContactMessage } from "./contact";
import { INQUIRY_FIELDS, INQUIRY_LIMITS, codeProblem, normaliseCode, normaliseCodes, type InquiryField } from "./inquiry-fields";

export {
  INQUIRY_FIELDS,
  INQUIRY_LIMITS,
  PRODUCT_CODE,
  codeProblem,
  codesFromPath,
  normaliseCode,
  normaliseCodes,
  type InquiryField,
  type InquiryInput,
} from "./inquiry-fields";

// The inquiry form's one schema (back office §2 'Inquiry form', §3 'Inquiry (sent)', §5), shared by
// the form on /inquiry/{codes?} and by POST /api/inquiry/send-inquiry. Name, e-mail, phone and
// message follow the contact form's rules and words (the same person, the same fields); product
// codes are trimmed, upper-cased and de-duplicated, each must have a code's shape, at most 20.
// zod/mini, loaded by the form only once the shopper starts filling it in.

const contact = ZContactMessage.shape;

/** The spec sends productCodes as JSON text of an array (§3); a list is taken as it is. */
function listFromJsonText(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value; // not JSON: the array schema refuses it with the field's message
  }
}

const ZProductCodes = z
  .pipe(
    z.pipe(
      z.transform(listFromJsonText),
      z.array(z.string({ error: INQUIRY_MSG.inquiryCodesNotList }), { error: INQUIRY_MSG.inquiryCodesNotList }),
    ),
    z.transform((codes: string[]) => normaliseCodes(codes)),
  )
  .check(
    z.superRefine((codes: string[], ctx) => {
      for (const code of codes) {
        const problem = codeProblem(code);
        if (problem) return void ctx.issues.push({ code: "custom", message: problem, input: codes });
      }
      if (codes.length > INQUIRY_LIMITS.codes) ctx.issues.push({ code: "custom", message: INQUIRY_MSG.inquiryTooManyCodes(INQUIRY_LIMITS.codes), input: codes });
    }),
  );

/**
 * The sizes asked about (issue 42): { "LR-5002": "12" }, a size label per product code; optional.
 * Codes are normalised like productCodes; an empty label is no size. Whether the piece comes in that
 * size is the server's check (it reads the catalogue).
 */
const ZSizes = z.pipe(
  z.optional(z.record(z.string(), z.string({ error: INQUIRY_MSG.inquirySizesNotMap }), { error: INQUIRY_MSG.inquirySizesNotMap })),
  z.transform((sizes: Record<string, string> | undefined) => {
    const out: Record<string, string> = {};
    for (const [code, label] of Object.entries(sizes ?? {})) {
      const size = label.trim();
      if (size) out[normaliseCode(code)] = size;
    }
    return out;
  }),
).check(
  z.superRefine((sizes: Record<string, string>, ctx) => {
    if (Object.keys(sizes).length > INQUIRY_LIMITS.codes) ctx.issues.push({ code: "custom", message: INQUIRY_MSG.inquiryTooManyCodes(INQUIRY_LIMITS.codes), input: sizes });
    for (const label of Object.values(sizes)) {
      if (label.length > INQUIRY_LIMITS.size) return void ctx.issues.push({ code: "custom", message: INQUIRY_MSG.inquirySizeTooLong(INQUIRY_LIMITS.size), input: sizes });
    }
  }),
);

export const ZInquiry = z.object(
  {
    /** The spec's payload carries it for a logged-in shopper; the server never reads it (the session says who it is). */
    user_id: z.optional(z.unknown()),
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    message: contact.message,
    productCodes: ZProductCodes,
    sizes: ZSizes,
  },
  { error: INQUIRY_MSG.inquiryNotObject },
);

export type InquiryMessage = z.infer<typeof ZInquiry>;

/** The first message for each field that has a problem. */
export function inquiryErrors(error: z.core.$ZodError): Partial<Record<InquiryField, string>> {
  const errors: Partial<Record<InquiryField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (INQUIRY_FIELDS as readonly string[]).includes(field)) {
      errors[field as InquiryField] ??= issue.message;
    }
  }
  return errors;
}

/** The first problem overall, in the form's field order (the API's msg). */
export function firstInquiryError(error: z.core.$ZodError): string {
  const errors = inquiryErrors(error);
  for (const field of INQUIRY_FIELDS) if (errors[field]) return errors[field];
  return error.issues[0]?.message ?? "Invalid input.";
}
