import { connection } from "next/server";
import { ZOrderIdParams } from "@/lib/schemas/admin-order";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";
import { getInvoiceForDownload } from "@/server/invoices/get-invoice-for-download";
import { invoicePdfResponse } from "@/server/invoices/invoice-pdf-response";

// GET /api/admin/orders/{id}/invoice → the order's GST tax invoice as a PDF attachment, for the
// owner's order page (issue 22 §4); 404 "No invoice for this order yet." before one is issued.
export const GET = route({ auth: "admin", permission: "orders" }, async (_request, context: RouteContext<{ id: string }>) => {
  await connection();
  const { id } = await parseParams(context, ZOrderIdParams);
  return invoicePdfResponse(await getInvoiceForDownload({ orderId: id, shop: true }));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
