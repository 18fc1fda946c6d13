import { SELL_MSG } from "@/lib/messages/selling";
import { customerFromRequest } from "@/server/auth/authorize";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";
import { INQUIRY_MAX_BODY_BYTES } from "@/server/inquiries/inquiry-rules";
import { sendInquiry } from "@/server/inquiries/send-inquiry";

// POST /api/inquiry/send-inquiry (back office §7), body { user_id?, name, email, phone, message,
// productCodes } → 201 { status: 1, msg }. Public (visitors and customers, §6), but only from the
// shop's own pages (403 cross-site), JSON only (415), at most 16 KB (413), the form's rules (400
// with the form's message), 5 inquiries per address per 10 minutes (429 with Retry-After). The
// inquiry carries the session's customer when there is one; a user_id in the body is ignored.
export const POST = route({ auth: "public" }, async (request) => {
  const body = await readJsonBody(request, { maxBytes: INQUIRY_MAX_BODY_BYTES });
  const customer = await customerFromRequest(request);
  await sendInquiry({ body, address: clientAddress(request.headers), customerId: customer?.id ?? null });
  return ok({}, SELL_MSG.inquirySentBody, { status: 201, headers: { "Cache-Control": "no-store" } });
});

// Every other method: 405 with Allow and the envelope (src/server/http/other-methods.ts).
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
