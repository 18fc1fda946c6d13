import * as z from "zod/mini";
import { canonicalState } from "@/lib/indian-states";
import { MSG } from "@/lib/messages/shop";
import { NOTIFY_MSG } from "@/lib/notify/notify-messages";
import { CHECKOUT_MSG } from "@/lib/messages/checkout";
import { CHECKOUT_ADDRESS_FIELDS, CHECKOUT_CONTACT_FIELDS, CHECKOUT_FIELDS, CHECKOUT_LIMITS, type CheckoutField } from "./checkout-fields";
import { tenDigitPhone } from "./contact";

export {
  CHECKOUT_ADDRESS_FIELDS,
  CHECKOUT_CONTACT_FIELDS,
  CHECKOUT_FIELDS,
  CHECKOUT_LIMITS,
  EMPTY_CHECKOUT,
  type CheckoutField,
  type CheckoutInput,
} from "./checkout-fields";

// The checkout form's rules (back office §3 'Checkout form', §5 Checkout), for the form on
// /checkout and, as the nested `metadata.customer` of POST /api/payments/create-order, for the
// server. zod/mini: the form loads this module only once the shopper starts filling it in.
//
// Departure from the spec (there the address is optional): line 1, city, state and a 6-digit
// pincode are required, because the pieces are shipped and the GST invoice needs the buyer's
// state as its place of supply. Line 2 and the notes stay optional.

/** An Indian PIN code: six digits, the first not 0 (spaces typed inside are ignored). */
const PINCODE = /^[1-9]\d{5}$/;
const compactPincode = (value: string) => value.replace(/\s+/g, "");

/** Trimmed text: required (its message), then at most `max` characters. */
function requiredText(required: string, label: string, max: number) {
  return z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.maxLength(max, { error: MSG.contactTooLong(label, max) }),
  );
}

/** Optional trimmed text: absent, null or blank is "". */
function optionalText(label: string, max: number) {
  return z.pipe(
    z.optional(z.nullable(z.string({ error: MSG.contactTooLong(label, max) }).check(z.trim(), z.maxLength(max, { error: MSG.contactTooLong(label, max) })))),
    z.transform((value: string | null | undefined) => value ?? ""),
  );
}

const name = requiredText(CHECKOUT_MSG.checkoutNameRequired, "Full Name", CHECKOUT_LIMITS.name);

const email = z.pipe(
  requiredText(CHECKOUT_MSG.checkoutEmailRequired, "Email Address", CHECKOUT_LIMITS.email),
  z.email({ error: MSG.contactEmailInvalid }),
);

/** A 10-digit mobile as people write it (+91, 0, spaces, hyphens accepted); kept as the bare 10 digits. */
const contact = z.pipe(
  z.string({ error: CHECKOUT_MSG.checkoutContactRequired }).check(
    z.trim(),
    z.minLength(1, { error: CHECKOUT_MSG.checkoutContactRequired, abort: true }),
    z.maxLength(CHECKOUT_LIMITS.contactInput, { error: MSG.contactPhoneInvalid, abort: true }),
    z.refine((value) => tenDigitPhone(value) !== null, { error: MSG.contactPhoneInvalid }),
  ),
  z.transform((value: string) => tenDigitPhone(value) ?? value),
);

const addressLine1 = requiredText(CHECKOUT_MSG.checkoutAddressLine1Required, "Address Line 1", CHECKOUT_LIMITS.addressLine);
const addressLine2 = optionalText("Address Line 2", CHECKOUT_LIMITS.addressLine);
const city = requiredText(CHECKOUT_MSG.checkoutCityRequired, "City", CHECKOUT_LIMITS.city);

/** One of India's states and union territories, in its canonical spelling. */
const state = z.pipe(
  z.string({ error: CHECKOUT_MSG.checkoutStateRequired }).check(
    z.trim(),
    z.minLength(1, { error: CHECKOUT_MSG.checkoutStateRequired, abort: true }),
    z.refine((value) => canonicalState(value) !== null, { error: CHECKOUT_MSG.checkoutStateInvalid }),
  ),
  z.transform((value: string) => canonicalState(value) ?? value),
);

const postalCode = z.pipe(
  z.string({ error: CHECKOUT_MSG.checkoutPostalCodeRequired }).check(
    z.trim(),
    z.minLength(1, { error: CHECKOUT_MSG.checkoutPostalCodeRequired, abort: true }),
    z.maxLength(CHECKOUT_LIMITS.postalCodeInput, { error: CHECKOUT_MSG.checkoutPostalCodeInvalid, abort: true }),
    z.refine((value) => PINCODE.test(compactPincode(value)), { error: CHECKOUT_MSG.checkoutPostalCodeInvalid }),
  ),
  z.transform(compactPincode),
);

/** Order notes: optional, at most 1,000 characters. */
export const ZCheckoutNotes = optionalText("Order Notes", CHECKOUT_LIMITS.notes);

/** The form on /checkout, flat as the shopper fills it in. */
export const ZCheckoutForm = z.object(
  { name, email, contact, addressLine1, addressLine2, city, state, postalCode, notes: ZCheckoutNotes },
  { error: "Send the form as a JSON object." },
);
export type CheckoutForm = z.infer<typeof ZCheckoutForm>;

/** The delivery address as create-order receives it (back office §3: metadata.customer.address). */
export const ZCheckoutAddress = z.object(
  { line1: addressLine1, line2: addressLine2, city, state, postalCode },
  { error: CHECKOUT_MSG.enterDeliveryAddress },
);

/** "Send me order updates on WhatsApp" (issue 22): true or false; absent is false (the server reads `=== true`). */
const whatsappOptIn = z.optional(z.boolean({ error: NOTIFY_MSG.optInInvalid }));

/** `metadata.customer` of POST /api/payments/create-order: the same rules, nested as the spec sends them, and the WhatsApp opt-in. */
export const ZCheckoutCustomer = z.object(
  { name, email, contact, address: ZCheckoutAddress, whatsappOptIn },
  { error: CHECKOUT_MSG.completeContactDetails },
);
export type CheckoutCustomer = z.infer<typeof ZCheckoutCustomer>;

/** The form's values (and the WhatsApp box) as create-order's `metadata.customer`. */
export function checkoutCustomer(form: CheckoutForm, whatsappOptIn = false): CheckoutCustomer {
  return {
    name: form.name,
    email: form.email,
    contact: form.contact,
    address: { line1: form.addressLine1, line2: form.addressLine2, city: form.city, state: form.state, postalCode: form.postalCode },
    // Sent only when ticked: absent means no.
    ...(whatsappOptIn ? { whatsappOptIn: true } : {}),
  };
}

const ADDRESS_KEYS: Record<string, CheckoutField> = {
  line1: "addressLine1",
  line2: "addressLine2",
  city: "city",
  state: "state",
  postalCode: "postalCode",
};

/** The form field an issue is about, for the flat form and for the nested `customer` (under any prefix, e.g. metadata). */
function fieldOf(path: readonly PropertyKey[]): CheckoutField | null {
  const start = path.lastIndexOf("customer") + 1;
  const [first, second] = path.slice(start);
  if (first === "address") return typeof second === "string" ? (ADDRESS_KEYS[second] ?? null) : "addressLine1";
  if (typeof first === "string" && (CHECKOUT_FIELDS as readonly string[]).includes(first)) return first as CheckoutField;
  if (first === undefined && start > 0) return "name"; // `customer` itself missing or not an object
  return null;
}

/** The first message for each field that has a problem. */
export function checkoutErrors(error: z.core.$ZodError): Partial<Record<CheckoutField, string>> {
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const issue of error.issues) {
    const field = fieldOf(issue.path);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

const MISSING: Partial<Record<CheckoutField, string>> = {
  name: CHECKOUT_MSG.checkoutNameRequired,
  email: CHECKOUT_MSG.checkoutEmailRequired,
  contact: CHECKOUT_MSG.checkoutContactRequired,
  addressLine1: CHECKOUT_MSG.checkoutAddressLine1Required,
  city: CHECKOUT_MSG.checkoutCityRequired,
  state: CHECKOUT_MSG.checkoutStateRequired,
  postalCode: CHECKOUT_MSG.checkoutPostalCodeRequired,
};

const isMissing = (errors: Partial<Record<CheckoutField, string>>, field: CheckoutField) =>
  errors[field] !== undefined && errors[field] === MISSING[field];

/**
 * The form's one message (back office §8): 'Please complete contact details' when name, e-mail or
 * contact number is missing; 'Please enter your delivery address.' when a required part of the
 * address is; otherwise the first field's own message in the form's order. Null when all is well.
 */
export function checkoutProblem(errors: Partial<Record<CheckoutField, string>>): string | null {
  if (CHECKOUT_CONTACT_FIELDS.some((field) => isMissing(errors, field))) return CHECKOUT_MSG.completeContactDetails;
  if (CHECKOUT_ADDRESS_FIELDS.some((field) => isMissing(errors, field))) return CHECKOUT_MSG.enterDeliveryAddress;
  for (const field of CHECKOUT_FIELDS) if (errors[field]) return errors[field];
  return null;
}

/** The API's msg for a refused form or customer. */
export function firstCheckoutError(error: z.core.$ZodError): string {
  return checkoutProblem(checkoutErrors(error)) ?? error.issues[0]?.message ?? CHECKOUT_MSG.completeContactDetails;
}
