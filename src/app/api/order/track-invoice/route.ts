import { clientAddress } from "@/server/http/client-address";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";
import { findTrackedInvoice } from "@/server/invoices/find-tracked-invoice";
import { invoicePdfResponse } from "@/server/invoices/invoice-pdf-response";
import { TRACK_INVOICE_MAX_BODY_BYTES } from "@/server/invoices/invoice-rules";

// POST /api/order/track-invoice, body { orderNumber, email } (the tracking page's pair) → the
// order's GST tax invoice as a PDF attachment. Public, from the shop's own pages only (403
// cross-site), JSON (415) of at most 2 KB (413); the tracking form's rules (400); one neutral 404
// for an unknown number and a wrong e-mail alike; 404 "No invoice for this order yet." before it
// is paid; 429 with Retry-After per address (10 / 10 min) and per order number.
export const POST = route({ auth: "public" }, async (request) => {
  const body = await readJsonBody(request, { maxBytes: TRACK_INVOICE_MAX_BODY_BYTES });
  const invoice = await findTrackedInvoice({ body, address: clientAddress(request.headers) });
  return invoicePdfResponse(invoice);
});

// Every other method: 405 with Allow and the envelope (src/server/http/other-methods.ts).
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
