import * as z from "zod/mini";
import { CONTACT_PHONE_DIGITS } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField } from "./contact-fields";

export { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField, type ContactInput } from "./contact-fields";

// The contact form's one schema (storefront §5), shared by the form on /shop/contact and by
// POST /api/contact. Every message is the spec's or from src/lib/messages/shop.ts, so the form and the
// API say the same words. zod/mini, and the form loads this module only once the shopper starts
// filling it in (about 18 KB compressed that the page's first load does without).

/**
 * A phone number as people write it: spaces, hyphens, dots and brackets are ignored, and a +91,
 * 91 or 0 in front of the 10 digits is the country or trunk prefix. Returns the 10 digits, or null.
 */
export function tenDigitPhone(value: string): string | null {
  const compact = value.replace(/[\s\-.()]/g, "");
  const match = new RegExp(`^(?:\\+91|91|0)?(\\d{${CONTACT_PHONE_DIGITS}})$`).exec(compact);
  return match?.[1] ?? null;
}

/** Trimmed text: required (the spec's message), then at most `max` characters. */
function requiredText(required: string, label: string, max: number) {
  return z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.maxLength(max, { error: MSG.contactTooLong(label, max) }),
  );
}

export const ZContactMessage = z.object(
  {
    name: requiredText(MSG.contactNameRequired, "Full Name", CONTACT_LIMITS.name),
    email: z.pipe(
      requiredText(MSG.contactEmailRequired, "Email Address", CONTACT_LIMITS.email),
      z.email({ error: MSG.contactEmailInvalid }),
    ),
    phone: z.pipe(
      z.string({ error: MSG.contactPhoneRequired }).check(
        z.trim(),
        z.minLength(1, { error: MSG.contactPhoneRequired, abort: true }),
        z.maxLength(CONTACT_LIMITS.phoneInput, { error: MSG.contactPhoneInvalid, abort: true }),
        z.refine((value) => tenDigitPhone(value) !== null, { error: MSG.contactPhoneInvalid }),
      ),
      // Stored as the bare 10 digits, however it was typed.
      z.transform((value: string) => tenDigitPhone(value) ?? value),
    ),
    message: requiredText(MSG.contactMessageRequired, "Your Message", CONTACT_LIMITS.message),
    consent: z.literal(true, { error: MSG.contactConsentRequired }),
  },
  { error: "Send the message as a JSON object." },
);

export type ContactMessageInput = z.infer<typeof ZContactMessage>;

/** The first message for each field that has a problem, in the form's order. */
export function contactErrors(error: z.core.$ZodError): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (CONTACT_FIELDS as readonly string[]).includes(field)) {
      errors[field as ContactField] ??= issue.message;
    }
  }
  return errors;
}

/** The first problem overall, in the form's field order (the API's msg). */
export function firstContactError(error: z.core.$ZodError): string {
  const errors = contactErrors(error);
  for (const field of CONTACT_FIELDS) if (errors[field]) return errors[field];
  return error.issues[0]?.message ?? "Invalid input.";
}
