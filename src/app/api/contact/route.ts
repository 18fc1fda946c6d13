import { sendContactMessage } from "@/server/contact/send-contact-message";
import { CONTACT_MAX_BODY_BYTES } from "@/server/contact/contact-rules";
import { MSG } from "@/lib/messages/shop";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// POST /api/contact, body { name, email, phone, message, consent: true } → 201 { status: 1, msg }.
// Public, but only from the shop's own pages (403 cross-site), JSON only (415), at most 16 KB
// (413), the form's rules (400 with the form's message), 5 messages per address per 10 minutes
// (429 with Retry-After).
export const POST = route({ auth: "public" }, async (request) => {
  const body = await readJsonBody(request, { maxBytes: CONTACT_MAX_BODY_BYTES });
  await sendContactMessage({ body, address: clientAddress(request.headers) });
  return ok({}, MSG.contactThanksBody, { status: 201, headers: { "Cache-Control": "no-store" } });
});

// Every other method: 405 with Allow and the envelope (src/server/http/other-methods.ts).
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
