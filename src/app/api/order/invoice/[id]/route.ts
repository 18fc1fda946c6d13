import { connection } from "next/server";
import { z } from "zod";
import { parseParams, route } from "@/server/http/route";
import { otherMethods } from "@/server/http/other-methods";
import { getInvoiceForDownload } from "@/server/invoices/get-invoice-for-download";
import { invoicePdfResponse } from "@/server/invoices/invoice-pdf-response";

const ZInvoiceParams = z.object({ id: z.string().min(1).max(64) });

// GET /api/order/invoice/{orderId} → the order's GST tax invoice as a PDF attachment
// (invoice-SA-2026-27-00001.pdf), for the signed-in customer whose order it is (401 without a
// session). Someone else's order, a visitor's order and an unknown id are the same 404; an order
// not paid yet is a 404 "No invoice for this order yet.". Private, never stored by a cache.
export const GET = route({ auth: "customer" }, async (_request, context, { customer }) => {
  await connection(); // per request, never prerendered
  const { id } = await parseParams(context, ZInvoiceParams);
  const invoice = await getInvoiceForDownload({ orderId: id, customerId: customer.id });
  return invoicePdfResponse(invoice);
});

// Every other method: 405 with Allow and the envelope (src/server/http/other-methods.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
