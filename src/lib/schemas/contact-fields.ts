// The contact form's fields and limits, without the schema: the form renders from these, and
// loads the schema itself (src/lib/schemas/contact.ts, with zod) only when the shopper starts
// to fill it in, so the page's first JavaScript stays small.

export const CONTACT_LIMITS = { name: 100, email: 254, phoneInput: 20, message: 2000 } as const;

export const CONTACT_FIELDS = ["name", "email", "phone", "message", "consent"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the form holds (consent as a tick) and the API receives. */
export interface ContactInput {
  name: string;
  email: string;
  phone: string;
  message: string;
  consent: boolean;
}
