import * as z from "zod/mini";
import { ACCOUNT_CONSENT } from "@/lib/marketing/consent-messages";
import { ACCOUNT_MAX_BODY_BYTES } from "@/server/auth/account-rules";
import { badRequest } from "@/server/errors";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { type RouteContext, route } from "@/server/http/route";
import { readAccountConsent, saveAccountConsent } from "@/server/marketing/account-consent";

// GET /api/user/{userId}/marketing → { Consent: { email, whatsapp, phone } }
// PUT /api/user/{userId}/marketing { email, whatsapp } → the same, saved (issue 45: "Messages from
// the shop" on /account). The session's own customer only; each change is a ConsentEvent (source
// "account"); WhatsApp goes to the account's own phone, never to a number sent here.

const ZConsentBody = z.object(
  { email: z.boolean({ error: "email: must be true or false" }), whatsapp: z.boolean({ error: "whatsapp: must be true or false" }) },
  { error: "Send the form as a JSON object." },
);

const answer = { headers: { "Cache-Control": "private, no-store" } };

export const GET = route({ auth: "customer", ownUserId: "userId" }, async (_request, _context: RouteContext<{ userId: string }>, { customer }) => {
  return ok({ Consent: await readAccountConsent(customer.id) }, "OK", answer);
});

export const PUT = route({ auth: "customer", ownUserId: "userId" }, async (request, _context: RouteContext<{ userId: string }>, { customer }) => {
  const parsed = ZConsentBody.safeParse(await readJsonBody(request, { maxBytes: ACCOUNT_MAX_BODY_BYTES }));
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Invalid input.");
  return ok({ Consent: await saveAccountConsent(customer.id, parsed.data) }, ACCOUNT_CONSENT.saved, answer);
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
