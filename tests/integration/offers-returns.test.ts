import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { paidForUnits } from "@/lib/offers/allocate";
import { getCreditNote } from "@/server/credit-notes/get-credit-note";
import { creditNoteGst } from "@/server/credit-notes/credit-note-gst";
import { db } from "@/server/db";
import { getInvoiceForDownload } from "@/server/invoices/get-invoice-for-download";
import { invoiceGst } from "@/server/invoices/invoice-gst";
import { renderInvoicePdf } from "@/server/invoices/render-invoice-pdf";
import { paymentGateway } from "@/server/payments/gateway";
import { pdfText } from "../support/pdf-text";
import { type TestAdmin, adminSessionOf, createAdmin } from "./admin-support";
import { createSizedProduct } from "./orders-sizes-support";
import { pieces } from "./payments-support";
import { type DeliveredOrder, deliveredOrder, move, moved, optionsOf, receivedRequest, requested } from "./returns-support";

// Issue 44, returns and documents on real PostgreSQL: a returned piece is refunded what it really
// paid (its line's net, linePricePaise − offerDiscountPaise, split over the units by paidForUnits:
// the refunds of one line never add up to a paisa more or less than its net), written on the
// request's lines (ReturnLine.paidPaise); the credit note's GST is taken on those amounts, so a whole
// line returned has its invoice line's taxable value and tax exactly; an exchange counts its units;
// an order without offers refunds exactly as before. Orders with offers are made as Part B's checkout
// leaves them: the lines' discounts, the OrderOffer snapshot, discountPaise and a net total.

let admin: TestAdmin;
let token: string;

beforeAll(async () => {
  admin = await createAdmin();
  token = await adminSessionOf(admin);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Gives the delivered order offers: each line's discount, the snapshot, the net total, the payment of that total. */
async function withOffers(order: DeliveredOrder, discounts: number[], offer = { name: "Diwali: ₹500 off", code: "DIWALI500" }): Promise<DeliveredOrder> {
  const discountPaise = discounts.reduce((a, b) => a + b, 0);
  await db.$transaction(async (tx) => {
    for (const [index, lineId] of order.lineIds.entries()) await tx.orderLine.update({ where: { id: lineId }, data: { offerDiscountPaise: discounts[index] ?? 0 } });
    await tx.orderOffer.create({ data: { orderId: order.id, offerId: null, code: offer.code, name: offer.name, kind: "fixed_cart", amountPaise: discountPaise, discountPaise, position: 0 } });
    await tx.order.update({ where: { id: order.id }, data: { discountPaise, totalPaise: order.totalPaise - discountPaise } });
    await tx.payment.updateMany({ where: { orderId: order.id }, data: { amountPaise: order.totalPaise - discountPaise } });
  });
  return { ...order, totalPaise: order.totalPaise - discountPaise };
}

async function refunded(order: DeliveredOrder, lines: { orderLineId: string; quantity: number }[], kind: "return" | "exchange" = "return") {
  const request = await requested(order, { kind, lines });
  const received = await receivedRequest(token, request.id);
  const done = await moved(token, request.id, { action: kind === "return" ? "refund" : "exchange" });
  return { request, received, done };
}

const storedPaid = async (returnId: string) => (await db.returnLine.findMany({ where: { returnId }, orderBy: { id: "asc" }, select: { paidPaise: true } })).map((line) => line.paidPaise);

describe("a returned piece is refunded what it really paid", () => {
  it("a 3-unit line with a discount returned 1 then 2: the refunds add up to exactly the line's net", async () => {
    const [ring, pendant] = await pieces(2, { stock: 10, price: 2499 });
    // ₹7,497 + ₹2,499 and ₹500 off the cart: 374.96 + 125.04 (largest remainder, 7497 : 2499).
    const order = await withOffers(await deliveredOrder([{ productId: ring!.id, quantity: 3 }, { productId: pendant!.id, quantity: 1 }]), [374_96, 125_04]);
    const net = 7497_00 - 374_96; // 7122.04 over 3 units: 2374.01, 2374.02, 2374.01
    const refund = vi.spyOn(paymentGateway(), "refund");

    const first = await refunded(order, [{ orderLineId: order.lineIds[0]!, quantity: 1 }]);
    expect(first.received.maxRefundPaise).toBe(paidForUnits(net, 3, 1, 0));
    expect(first.received.lines[0]).toMatchObject({ paidPaise: 2374_01 });
    expect(first.done).toMatchObject({ status: "refunded", refundPaise: 2374_01 });
    expect(await storedPaid(first.request.id)).toEqual([2374_01]);

    const rest = await refunded(order, [{ orderLineId: order.lineIds[0]!, quantity: 2 }]);
    expect(rest.received.maxRefundPaise).toBe(paidForUnits(net, 3, 2, 1));
    expect(rest.done).toMatchObject({ status: "refunded", refundPaise: 4748_03 });
    expect(await storedPaid(rest.request.id)).toEqual([4748_03]);
    expect(2374_01 + 4748_03).toBe(net);
    expect(refund.mock.calls.map((call) => call[0].amountPaise)).toEqual([2374_01, 4748_03]);

    // The pendant: its own net, and the order's refunds together are exactly what it was paid.
    const pendantBack = await refunded(order, [{ orderLineId: order.lineIds[1]!, quantity: 1 }]);
    expect(pendantBack.done.refundPaise).toBe(2499_00 - 125_04);
    const all = await db.returnRequest.aggregate({ where: { orderId: order.id }, _sum: { refundPaise: true } });
    expect(Number(all._sum.refundPaise)).toBe(order.totalPaise);
  });

  it("a part refund below what the pieces paid is allowed; above it is refused", async () => {
    const [ring] = await pieces(1, { stock: 10, price: 2499 });
    const order = await withOffers(await deliveredOrder([{ productId: ring!.id, quantity: 2 }]), [333_33]);
    const request = await requested(order, { lines: [{ orderLineId: order.lineIds[0]!, quantity: 1 }] });
    const received = await receivedRequest(token, request.id);
    const max = paidForUnits(4998_00 - 333_33, 2, 1, 0);
    expect(received.maxRefundPaise).toBe(max);
    const above = await move(token, request.id, { action: "refund", amountPaise: max + 1 });
    expect(above.status).toBe(400);
    const part = await moved(token, request.id, { action: "refund", amountPaise: 1000_00 });
    expect(part.refundPaise).toBe(1000_00);
    // The line's paid amount is stored whatever was refunded; the credit note's GST is on the refund.
    expect(await storedPaid(request.id)).toEqual([max]);
    const note = await getCreditNote(request.id);
    expect(note.lines[0]!.paidPaise).toBe(max);
    expect(creditNoteGst(note).totals.grandTotalPaise).toBe(1000_00);
  });
});

describe("the credit note and the invoice", () => {
  it("a whole line returned: the credit note's taxable value and GST are its invoice line's, and the invoice's total is the order's", async () => {
    const [ring, pendant, chain] = await pieces(3, { stock: 10, price: 1333 });
    const order = await withOffers(await deliveredOrder([{ productId: ring!.id, quantity: 2 }, { productId: pendant!.id, quantity: 1 }, { productId: chain!.id, quantity: 3 }]), [83_34, 41_66, 125_00]);

    const invoice = await getInvoiceForDownload({ orderId: order.id, shop: true });
    expect(invoice.order.offers).toEqual([expect.objectContaining({ code: "DIWALI500", discountPaise: 250_00 })]);
    const taxed = invoiceGst(invoice.order, { rateBps: invoice.taxRateBps, sellerState: invoice.seller.state, buyerState: invoice.placeOfSupply, codFeeName: "fee" });
    expect(taxed.gst.totals.grandTotalPaise).toBe(order.totalPaise);
    const { text } = await pdfText(await renderInvoicePdf(invoice));
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Discount");
    expect(flat).toContain("Diwali: ₹500 off (DIWALI500): −₹250.00");

    // The chain's line (3 units) and the ring's (2) returned whole in one request.
    const back = await refunded(order, [
      { orderLineId: order.lineIds[0]!, quantity: 2 },
      { orderLineId: order.lineIds[2]!, quantity: 3 },
    ]);
    expect(back.done.refundPaise).toBe(2666_00 - 83_34 + 3999_00 - 125_00);
    const note = await getCreditNote(back.request.id);
    const gst = creditNoteGst(note);
    expect(gst.kind).toBe(taxed.gst.kind);
    expect(gst.lines).toEqual([taxed.gst.lines[0], taxed.gst.lines[2]]);
    expect(gst.totals.grandTotalPaise).toBe(back.done.refundPaise);
  });

  it("an order without offers refunds exactly as before: unit price × units, and prints no Discount", async () => {
    const [ring] = await pieces(1, { stock: 10, price: 2499 });
    const order = await deliveredOrder([{ productId: ring!.id, quantity: 3 }]);
    const first = await refunded(order, [{ orderLineId: order.lineIds[0]!, quantity: 1 }]);
    expect(first.done.refundPaise).toBe(2499_00);
    const rest = await refunded(order, [{ orderLineId: order.lineIds[0]!, quantity: 2 }]);
    expect(rest.done.refundPaise).toBe(4998_00);
    const note = await getCreditNote(rest.request.id);
    expect(note.lines[0]!.paidPaise).toBe(4998_00);
    const { text } = await pdfText(await renderInvoicePdf(await getInvoiceForDownload({ orderId: order.id, shop: true })));
    expect(text).not.toContain("Discount");
  });
});

describe("an exchange of a discounted piece", () => {
  it("counts the exchanged unit; its replacement, returned, is refunded on the paid order's net; the line's refunds never pass its net", async () => {
    const [ring] = await pieces(1, { stock: 10, price: 2499 });
    const order = await withOffers(await deliveredOrder([{ productId: ring!.id, quantity: 3 }]), [500_00]);
    const net = 7497_00 - 500_00; // 6997.00: 2332.33, 2332.34, 2332.33

    const exchange = await refunded(order, [{ orderLineId: order.lineIds[0]!, quantity: 1 }], "exchange");
    expect(exchange.done.status).toBe("exchanged");
    expect(await storedPaid(exchange.request.id)).toEqual([paidForUnits(net, 3, 1, 0)]);

    // The ₹0 replacement is delivered and returned: refunded against the order that paid.
    const replacementId = exchange.done.exchangeOrder!.id;
    await db.order.update({ where: { id: replacementId }, data: { status: "delivered", deliveredAt: new Date() } });
    const replacement = { ...order, id: replacementId, orderNumber: exchange.done.exchangeOrder!.orderNumber, totalPaise: 0, lineIds: (await db.orderLine.findMany({ where: { orderId: replacementId }, select: { id: true } })).map((line) => line.id) };
    expect((await optionsOf(replacement)).lines[0]).toMatchObject({ returnable: 1 });
    const back = await refunded(replacement, [{ orderLineId: replacement.lineIds[0]!, quantity: 1 }]);
    expect(back.done.refundPaise).toBe(Math.floor(net / 3));

    // The other two units of the paid line: the units after the exchanged one.
    const rest = await refunded(order, [{ orderLineId: order.lineIds[0]!, quantity: 2 }]);
    expect(rest.done.refundPaise).toBe(paidForUnits(net, 3, 2, 1));
    expect(back.done.refundPaise! + rest.done.refundPaise!).toBe(net);
  });
});

describe("an exchange for a cheaper size of a discounted piece", () => {
  it("refunds the difference, never more than the piece really paid", async () => {
    const piece = await createSizedProduct({
      sizes: [
        { label: "10", stock: 2, price: 1000 },
        { label: "14", stock: 2, price: 2800 },
      ],
    });
    const bought = await deliveredOrder([{ productId: piece.id, quantity: 1, sizeId: piece.sizeId("14") }]);
    // A big offer: ₹2,800 paid ₹1,200. The smaller size is ₹1,800 cheaper today, more than was paid.
    const order = await withOffers(bought, [1600_00]);
    const request = await requested(order, { kind: "exchange", lines: [{ orderLineId: order.lineIds[0]!, quantity: 1, exchangeSizeId: piece.sizeId("10") }] });
    const received = await receivedRequest(token, request.id);
    expect(received.sizeDifference).toEqual({ payMorePaise: 0, refundLessPaise: 1800_00 });
    expect(received.maxRefundPaise).toBe(1200_00);
    const exchanged = await moved(token, request.id, { action: "exchange" });
    expect(exchanged).toMatchObject({ status: "exchanged", refundPaise: 1200_00, creditNote: { amountPaise: 1200_00 } });
    expect(await storedPaid(request.id)).toEqual([1200_00]);
  });
});
