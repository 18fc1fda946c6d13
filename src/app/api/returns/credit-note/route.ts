import { RETURN_MSG } from "@/lib/returns/return-messages";
import { ZCreditNoteLookup } from "@/lib/returns/return-schemas";
import { customerFromRequest } from "@/server/auth/authorize";
import { creditNotePdfResponse } from "@/server/credit-notes/credit-note-pdf-response";
import { getCreditNote } from "@/server/credit-notes/get-credit-note";
import { badRequest } from "@/server/errors";
import { clientAddress } from "@/server/http/client-address";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";
import { findReturnOrder } from "@/server/returns/find-return-order";
import { RETURN_LOOKUP_MAX_BYTES } from "@/server/returns/return-rules";

// POST /api/returns/credit-note { orderNumber, email?, returnId } → the request's GST credit note
// as a PDF attachment (credit-note-CN-2026-27-00001.pdf). The order is proven as for
// /api/returns/options; a request of another order, or one without a credit note, is a 404.
export const POST = route({ auth: "public" }, async (request) => {
  const parsed = ZCreditNoteLookup.safeParse(await readJsonBody(request, { maxBytes: RETURN_LOOKUP_MAX_BYTES }));
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? RETURN_MSG.notObject);
  const access = await findReturnOrder({ lookup: parsed.data, customer: await customerFromRequest(request), address: clientAddress(request.headers) });
  return creditNotePdfResponse(await getCreditNote(parsed.data.returnId, { orderId: access.orderId }));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
