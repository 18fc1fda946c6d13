import * as z from "zod/mini";
import { ORDER_QTY_MAX } from "@/lib/constants";
import { canonicalState } from "@/lib/indian-states";
import { NOTIFY_MSG } from "@/lib/notify/notify-messages";
import { ORDER_REQUEST_MSG } from "@/lib/messages/order-request";
import { tenDigitPhone } from "./contact";
import { ORDER_COUNTRY, ORDER_FIELDS, ORDER_LIMITS, type OrderField } from "./order-fields";

export { ORDER_COUNTRY, ORDER_FIELDS, ORDER_LIMITS, type OrderField } from "./order-fields";

// The order request's one schema (back office §2 order request form, §3 "Order request (sent)",
// §5), shared by the form on /order-request/{id|cart} and by POST /api/order/create, so both say
// the same words. zod/mini: the form loads this module only once the shopper starts filling it in.
// Unknown keys (a price, a total, a status, a userId...) are dropped: the server prices every line
// from the database and takes the customer from the session.

/** A 10-digit Indian mobile number as people write it (+91 / 0 prefixes, spaces, hyphens), or null. Mobiles start with 6–9. */
export function indianMobile(value: string): string | null {
  const digits = tenDigitPhone(value);
  return digits !== null && /^[6-9]/.test(digits) ? digits : null;
}

/** A 6-digit Indian PIN code (first digit 1–9), spaces ignored ("302 001"), or null. */
export function indianPincode(value: string): string | null {
  const compact = value.replace(/\s+/g, "");
  return /^[1-9]\d{5}$/.test(compact) ? compact : null;
}

const isIndia = (value: string) => {
  const country = value.trim().toLowerCase();
  return country === "" || country === ORDER_COUNTRY.toLowerCase();
};

/** C0 control characters and DEL: no id has them. */
const CONTROL = /[\u0000-\u001F\u007F]/;

/** Trimmed text: required, then at most `max` characters. */
function requiredText(required: string, label: string, max: number) {
  return z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.maxLength(max, { error: ORDER_REQUEST_MSG.orderFieldTooLong(label, max) }),
  );
}

/** Trimmed text checked by `read` (which gives the stored form, or null), stored as `read` gives it. */
function readText(required: string, invalid: string, maxInput: number, read: (value: string) => string | null) {
  return z.pipe(
    z.string({ error: required }).check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(maxInput, { error: invalid, abort: true }),
      z.refine((value) => read(value) !== null, { error: invalid }),
    ),
    z.transform((value: string) => read(value) ?? value),
  );
}

const ZShippingAddress = z.object(
  {
    street: requiredText(ORDER_REQUEST_MSG.orderStreetRequired, "Street address", ORDER_LIMITS.street),
    city: requiredText(ORDER_REQUEST_MSG.orderCityRequired, "City", ORDER_LIMITS.city),
    state: readText(ORDER_REQUEST_MSG.orderStateRequired, ORDER_REQUEST_MSG.orderStateInvalid, ORDER_LIMITS.state, canonicalState),
    pincode: readText(ORDER_REQUEST_MSG.orderPincodeRequired, ORDER_REQUEST_MSG.orderPincodeInvalid, ORDER_LIMITS.pincodeInput, indianPincode),
    // Shipping is India-only: missing or empty means India, any other country is refused.
    country: z.pipe(
      z.optional(
        z.nullable(
          z.string({ error: ORDER_REQUEST_MSG.orderCountryIndiaOnly }).check(
            z.maxLength(ORDER_LIMITS.country, { error: ORDER_REQUEST_MSG.orderCountryIndiaOnly, abort: true }),
            z.refine(isIndia, { error: ORDER_REQUEST_MSG.orderCountryIndiaOnly }),
          ),
        ),
      ),
      z.transform(() => ORDER_COUNTRY),
    ),
  },
  { error: ORDER_REQUEST_MSG.orderStreetRequired },
);

const ZOrderCustomer = z.object(
  {
    fullname: requiredText(ORDER_REQUEST_MSG.orderFullnameRequired, "Full name", ORDER_LIMITS.fullname),
    email: z.pipe(requiredText(ORDER_REQUEST_MSG.orderEmailRequired, "Email address", ORDER_LIMITS.email), z.email({ error: ORDER_REQUEST_MSG.orderEmailInvalid })),
    // Stored as the bare 10 digits, however it was typed.
    phoneNumber: readText(ORDER_REQUEST_MSG.orderPhoneRequired, ORDER_REQUEST_MSG.orderPhoneInvalid, ORDER_LIMITS.phoneInput, indianMobile),
    // A missing address reads as an empty one, so each of its fields says what it needs.
    shippingAddress: z.prefault(ZShippingAddress, () => ({}) as z.input<typeof ZShippingAddress>),
    // "Send me order updates on WhatsApp" (issue 22): true or false; absent is false.
    whatsappOptIn: z.optional(z.boolean({ error: NOTIFY_MSG.optInInvalid })),
  },
  { error: ORDER_REQUEST_MSG.orderFullnameRequired },
);

const id = (message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.minLength(1, { error: message, abort: true }),
    z.maxLength(ORDER_LIMITS.id, { error: message, abort: true }),
    z.refine((value) => !CONTROL.test(value), { error: message }),
  );

/** Prisma's cuid() (as query-values.ts CUID, which loads full zod: this module ships to the form). */
const CUID = /^c[a-z0-9]{24,29}$/;

/** A Size's id (a cuid), or "" / null / absent for none. */
const sizeId = z.pipe(
  z.optional(z.nullable(z.union([z.literal(""), z.string({ error: ORDER_REQUEST_MSG.orderProductInvalid }).check(z.regex(CUID, { error: ORDER_REQUEST_MSG.orderProductInvalid }))]))),
  z.transform((value: string | null | undefined) => value || null),
);

const ZOrderLine = z.pipe(z.object(
  {
    product_id: id(ORDER_REQUEST_MSG.orderProductInvalid),
    quantity: z.int({ error: ORDER_REQUEST_MSG.orderQuantityRange(ORDER_QTY_MAX) }).check(
      z.gte(1, { error: ORDER_REQUEST_MSG.orderQuantityRange(ORDER_QTY_MAX) }),
      z.lte(ORDER_QTY_MAX, { error: ORDER_REQUEST_MSG.orderQuantityRange(ORDER_QTY_MAX) }),
    ),
    // Optional; "" or null mean no colour.
    color_id: z.pipe(
      z.optional(z.nullable(z.union([z.literal(""), id(ORDER_REQUEST_MSG.orderProductInvalid)]))),
      z.transform((value: string | null | undefined) => value || null),
    ),
    // A piece sold by size (issue 42): the single-piece request sends size_id, the cart's lines sizeId.
    size_id: sizeId,
    sizeId,
  },
  { error: ORDER_REQUEST_MSG.orderProductInvalid },
), z.transform(({ size_id, sizeId: camel, ...line }) => ({ ...line, size_id: size_id ?? camel })));

/** One line per piece and size: the same piece in two sizes is two lines. */
const noRepeatedProduct = (lines: { product_id: string; size_id: string | null }[]) => new Set(lines.map((line) => `${line.product_id}\u0000${line.size_id ?? ""}`)).size === lines.length;

export const ZOrderRequest = z.object(
  {
    // A missing customer reads as an empty one, so each field says what it needs.
    customer: z.prefault(ZOrderCustomer, () => ({}) as z.input<typeof ZOrderCustomer>),
    products: z.array(ZOrderLine, { error: ORDER_REQUEST_MSG.orderNoLines }).check(
      z.minLength(1, { error: ORDER_REQUEST_MSG.orderNoLines, abort: true }),
      z.maxLength(ORDER_LIMITS.lines, { error: ORDER_REQUEST_MSG.orderTooManyLines(ORDER_LIMITS.lines), abort: true }),
      z.refine(noRepeatedProduct, { error: ORDER_REQUEST_MSG.orderDuplicateLine }),
    ),
    customerNotes: z.pipe(
      z.optional(
        z.nullable(
          z.string({ error: ORDER_REQUEST_MSG.orderFieldTooLong("Notes", ORDER_LIMITS.customerNotes) }).check(
            z.trim(),
            z.maxLength(ORDER_LIMITS.customerNotes, { error: ORDER_REQUEST_MSG.orderFieldTooLong("Notes", ORDER_LIMITS.customerNotes) }),
          ),
        ),
      ),
      z.transform((value: string | null | undefined) => value || undefined),
    ),
    /** The coupon code as typed (issue 44): optional, "" for none; the order judges it. */
    coupon_code: z.optional(
      z.nullable(z.string({ error: "A coupon code is text." }).check(z.trim(), z.maxLength(40, { error: "A coupon code has at most 40 characters." }))),
    ),
  },
  { error: ORDER_REQUEST_MSG.orderNotAnObject },
);

export type OrderRequestInput = z.infer<typeof ZOrderRequest>;

/** The form field a problem belongs to (the body nests the customer and the address), or null for the body itself. */
function fieldOf(path: readonly PropertyKey[]): OrderField | null {
  const [top, second, third] = path;
  if (top === "products") return "products";
  if (top === "customerNotes") return "customerNotes";
  if (top !== "customer") return null;
  if (second === undefined) return "fullname";
  if (second === "shippingAddress") return third === undefined ? "street" : ((ORDER_FIELDS as readonly PropertyKey[]).includes(third) ? (third as OrderField) : null);
  return (ORDER_FIELDS as readonly PropertyKey[]).includes(second) ? (second as OrderField) : null;
}

/** The first message for each form field that has a problem. */
export function orderErrors(error: z.core.$ZodError): Partial<Record<OrderField, string>> {
  const errors: Partial<Record<OrderField, string>> = {};
  for (const issue of error.issues) {
    const field = fieldOf(issue.path);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** The first problem overall, in the form's field order (the API's msg). */
export function firstOrderError(error: z.core.$ZodError): string {
  const errors = orderErrors(error);
  for (const field of ORDER_FIELDS) if (errors[field]) return errors[field];
  return error.issues[0]?.message ?? ORDER_REQUEST_MSG.orderNotAnObject;
}
