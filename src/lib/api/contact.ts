import type { ContactInput } from "@/lib/schemas/contact-fields";
import { type AccountAnswer, callAccountApi } from "@/lib/api/account";

// The contact form's call from the browser (storefront §2.16): POST /api/contact.

export const CONTACT_API = "/api/contact";

/** Sends the message: whether the server took it and its msg; ok false with `network` when no answer came. */
export function sendContactMessage(message: ContactInput): Promise<AccountAnswer> {
  return callAccountApi(CONTACT_API, { method: "POST", body: message });
}
