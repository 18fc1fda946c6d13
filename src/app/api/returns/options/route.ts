import { RETURN_MSG } from "@/lib/returns/return-messages";
import { ZReturnLookup } from "@/lib/returns/return-schemas";
import { customerFromRequest } from "@/server/auth/authorize";
import { badRequest } from "@/server/errors";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";
import { findReturnOrder } from "@/server/returns/find-return-order";
import { getReturnOptions } from "@/server/returns/get-return-options";
import { RETURN_LOOKUP_MAX_BYTES } from "@/server/returns/return-rules";

// POST /api/returns/options { orderNumber, email? } → { options } (issue 22): what a delivered
// order's pieces allow (returnable quantities, the 7-day window) and its requests. Public: the
// signed-in customer who owns the order may leave out the e-mail; anyone else gives the order's
// e-mail. An unknown number and a wrong e-mail are the same 404; 429 per address and per order.
export const POST = route({ auth: "public" }, async (request) => {
  const parsed = ZReturnLookup.safeParse(await readJsonBody(request, { maxBytes: RETURN_LOOKUP_MAX_BYTES }));
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? RETURN_MSG.notObject);
  const access = await findReturnOrder({ lookup: parsed.data, customer: await customerFromRequest(request), address: clientAddress(request.headers) });
  return ok({ options: await getReturnOptions(access.orderId) }, RETURN_MSG.optionsFound, { headers: { "Cache-Control": "private, no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
