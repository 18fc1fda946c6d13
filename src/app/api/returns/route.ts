import { RETURN_MSG } from "@/lib/returns/return-messages";
import { customerFromRequest } from "@/server/auth/authorize";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";
import { createReturnRequest } from "@/server/returns/create-return-request";

// POST /api/returns (multipart/form-data: orderNumber, email?, kind, reason, details, lines as JSON
// [{ orderLineId, quantity }], photos ×0–3) → 201 { returnRequest } (issue 22). Public, with the
// same proof of the order as /api/returns/options. 400 for the form, 404 for the order, 409 when
// the order is not delivered, the 7-day window has closed or a piece is no longer returnable.
export const POST = route({ auth: "public" }, async (request) => {
  const returnRequest = await createReturnRequest({ request, customer: await customerFromRequest(request), address: clientAddress(request.headers) });
  return ok({ returnRequest }, RETURN_MSG.created, { status: 201, headers: { "Cache-Control": "private, no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
