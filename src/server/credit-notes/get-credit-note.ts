import "server-only";
import { RETURN_MSG } from "@/lib/returns/return-messages";
import { db } from "@/server/db";
import { notFound } from "@/server/errors";
import { sellerFromJson } from "@/server/invoices/invoice-seller";
import { refundBasis, requestLinesPaid } from "@/server/returns/refund-basis";
import type { CreditNoteDocument } from "./credit-note-document";

/**
 * The credit note of a return request, with what its PDF prints; a 404 when the request has none
 * (or is not of `orderId`, when given: the shopper's proof is the order, so another order's request
 * is "none" too).
 */
export async function getCreditNote(returnId: string, { orderId }: { orderId?: string } = {}): Promise<CreditNoteDocument> {
  const note = await db.creditNote.findUnique({
    where: { returnId },
    select: {
      number: true,
      issuedAt: true,
      amountPaise: true,
      seller: true,
      taxRateBps: true,
      placeOfSupply: true,
      orderId: true,
      invoice: { select: { number: true, issuedAt: true } },
      request: {
        select: {
          number: true,
          lines: { orderBy: { id: "asc" }, select: { quantity: true, orderLine: { select: { productName: true, productCode: true, colorName: true, sizeLabel: true } } } },
        },
      },
      order: { select: { orderNumber: true, customerName: true, customerEmail: true, customerPhone: true, shipStreet: true, shipLine2: true, shipCity: true, shipState: true, shipPincode: true, shipCountry: true } },
    },
  });
  if (!note || (orderId !== undefined && note.orderId !== orderId)) throw notFound(RETURN_MSG.creditNoteNotFound);
  const { order } = note;
  // What the pieces really paid: ReturnLine.paidPaise, written at the refund (after offers, issue 44);
  // an exchange's ₹0 replacement's pieces at what was paid for them in the order that paid (refund-basis.ts).
  const paid = await requestLinesPaid(db, await refundBasis(db, note.orderId), returnId);
  return {
    number: note.number,
    issuedAt: note.issuedAt,
    amountPaise: note.amountPaise,
    seller: sellerFromJson(note.seller),
    taxRateBps: note.taxRateBps,
    placeOfSupply: note.placeOfSupply,
    invoice: note.invoice,
    requestNumber: note.request.number,
    orderNumber: order.orderNumber,
    buyer: {
      name: order.customerName,
      email: order.customerEmail,
      phone: order.customerPhone,
      address: [order.shipStreet, order.shipLine2 ?? "", [order.shipCity, [order.shipState, order.shipPincode].filter(Boolean).join(" ")].filter(Boolean).join(", "), order.shipCountry].filter((line) => line.trim() !== ""),
    },
    // Both lists are in the request's lines' id order.
    lines: note.request.lines.map((line, index) => ({
      productName: line.orderLine.productName,
      productCode: line.orderLine.productCode,
      colorName: line.orderLine.colorName,
      sizeLabel: line.orderLine.sizeLabel,
      quantity: line.quantity,
      paidPaise: paid[index]?.paidPaise ?? 0,
    })),
  };
}
