import type { ContactInput } from "@/lib/schemas/contact-fields";

// The contact form's call from the browser (storefront §2.16): POST /api/contact.

export const CONTACT_API = "/api/contact";

/**
 * Sends the message; resolves with whether the server took it and its msg (none when the answer
 * was not JSON). Throws when no answer came.
 */
export async function sendContactMessage(message: ContactInput): Promise<{ ok: boolean; msg?: string }> {
  const response = await fetch(CONTACT_API, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(message),
  });
  const body = (await response.json().catch(() => null)) as { status?: number; msg?: string } | null;
  return { ok: response.ok && body?.status === 1, msg: body?.msg };
}
