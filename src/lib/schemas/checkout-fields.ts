// The checkout form's fields and limits, without the schema: the form renders from these and loads
// the schema (src/lib/schemas/checkout.ts, with zod) only when the shopper starts filling it in.

export const CHECKOUT_LIMITS = {
  name: 100,
  email: 254,
  contactInput: 20,
  addressLine: 200,
  city: 100,
  postalCodeInput: 10,
  notes: 1000,
} as const;

/** The form's fields in the order they are shown (back office §3 'Checkout form'). */
export const CHECKOUT_FIELDS = ["name", "email", "contact", "addressLine1", "addressLine2", "city", "state", "postalCode", "notes"] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

export const CHECKOUT_CONTACT_FIELDS = ["name", "email", "contact"] as const satisfies readonly CheckoutField[];
export const CHECKOUT_ADDRESS_FIELDS = ["addressLine1", "addressLine2", "city", "state", "postalCode"] as const satisfies readonly CheckoutField[];

/** What the form holds: every field as typed. */
export type CheckoutInput = Record<CheckoutField, string>;

export const EMPTY_CHECKOUT: CheckoutInput = {
  name: "",
  email: "",
  contact: "",
  addressLine1: "",
  addressLine2: "",
  city: "",
  state: "",
  postalCode: "",
  notes: "",
};
