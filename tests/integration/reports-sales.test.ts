import { beforeAll, describe, expect, it } from "vitest";
import * as csvRoute from "@/app/api/admin/reports/sales/csv/route";
import * as salesRoute from "@/app/api/admin/reports/sales/route";
import { creditNoteGst } from "@/server/credit-notes/credit-note-gst";
import { getCreditNote } from "@/server/credit-notes/get-credit-note";
import { db } from "@/server/db";
import { getInvoiceForDownload } from "@/server/invoices/get-invoice-for-download";
import { invoiceGst } from "@/server/invoices/invoice-gst";
import { readInvoiceSeller } from "@/server/invoices/invoice-seller";
import { issueInvoice } from "@/server/invoices/issue-invoice";
import { createOrder } from "@/server/orders/create-order";
import { parsePeriod } from "@/server/reports/report-period";
import { type SalesReport, salesReport } from "@/server/reports/sales-report";
import { createCategory, createProduct, uniq } from "../support/factories";
import { NextRequest } from "next/server";
import { env } from "@/env";
import { type TestAdmin, adminCookie, adminSessionOf, callAsAdmin, createAdmin } from "./admin-support";
import { newPaymentId } from "./payments-support";
import { type DeliveredOrder, moved, receivedRequest, requested } from "./returns-support";

// Issue 45, the sales report on real PostgreSQL, in May 2032 (a month no other test uses): paid
// orders (card at checkout, a payment link, cash on delivery delivered; one with an offer's discount,
// one with a COD fee; intra- and inter-state), returns refunded with credit notes (one in May, one
// dated in June). The report's figures must equal, to the paisa, the sums over the documents
// computed the other way: each invoice through getInvoiceForDownload + invoiceGst, each credit note
// through getCreditNote + creditNoteGst, as their PDFs print them.

const IST = (5 * 60 + 30) * 60_000;
/** An instant given as an IST wall-clock time, "2032-05-10T12:00". */
const ist = (local: string) => new Date(Date.parse(`${local}:00Z`) - IST);
const NOW = ist("2032-06-15T12:00");
const MAY = parsePeriod({ period: "range", from: "2032-05-01", to: "2032-05-31", bucket: "week" }, NOW);

let owner: TestAdmin;
let token: string;
let categoryName: string;
let ringId: string;
let pendantId: string;
let gone: string;
const orders: DeliveredOrder[] = [];
let inMayCreditNoteReturnIds: string[] = [];

type Kind = "checkout" | "payment_link" | "cod";

/** A delivered, paid order with its invoice dated `issuedAt`; optionally an offer's discount on its first line and a COD fee. */
async function soldOrder(lines: { productId: string; quantity: number }[], { kind, state, issuedAt, discountPaise = 0, codFeePaise = 0 }: { kind: Kind; state: string; issuedAt: Date; discountPaise?: number; codFeePaise?: number }): Promise<DeliveredOrder> {
  const email = `report.${uniq()}@example.com`;
  const order = await createOrder({
    source: kind === "checkout" ? "checkout" : "request",
    status: "draft",
    customerId: null,
    contact: { name: "Asha Verma", email, phone: "9876543210" },
    address: { street: "14 Lake View Road", city: "Pune", state, pincode: "411001", country: "India" },
    lines,
    codFeePaise,
    actor: "visitor",
  });
  const razorpayPaymentId = kind === "cod" ? null : newPaymentId();
  const now = new Date();
  await db.$transaction(async (tx) => {
    if (discountPaise > 0) {
      const first = await tx.orderLine.findFirstOrThrow({ where: { orderId: order.id, productId: lines[0]!.productId } });
      await tx.orderLine.update({ where: { id: first.id }, data: { offerDiscountPaise: discountPaise } });
      await tx.orderOffer.create({ data: { orderId: order.id, code: "MAY500", name: "May: ₹500 off", kind: "fixed_cart", amountPaise: discountPaise, discountPaise, position: 0 } });
    }
    const totalPaise = order.totalPaise - discountPaise;
    await tx.order.update({
      where: { id: order.id },
      data: { status: "delivered", paymentMethod: kind === "cod" ? "cod" : "razorpay", discountPaise, totalPaise, paidAt: now, deliveredAt: new Date(now.getTime() - 86_400_000) },
    });
    await tx.payment.create({ data: { orderId: order.id, kind, amountPaise: totalPaise, status: "paid", razorpayPaymentId } });
    await issueInvoice(tx, { orderId: order.id, buyerState: state, now });
  });
  await db.invoice.update({ where: { orderId: order.id }, data: { issuedAt } });
  const rows = await db.orderLine.findMany({ where: { orderId: order.id }, select: { id: true, productId: true } });
  return { id: order.id, orderNumber: order.orderNumber, email, totalPaise: order.totalPaise - discountPaise, lineIds: lines.map((l) => rows.find((r) => r.productId === l.productId)!.id), razorpayPaymentId };
}

/** Refunds `quantity` of the order's first line; its credit note dated `issuedAt`. */
async function refund(order: DeliveredOrder, quantity: number, issuedAt: Date, reason = "damaged"): Promise<string> {
  const request = await requested(order, { lines: [{ orderLineId: order.lineIds[0]!, quantity }] });
  await db.returnRequest.update({ where: { id: request.id }, data: { reason: reason as "damaged" } });
  await receivedRequest(token, request.id);
  await moved(token, request.id, { action: "refund" });
  await db.creditNote.update({ where: { returnId: request.id }, data: { issuedAt } });
  return request.id;
}

/** The period's sums computed the other way: document by document, as the PDFs print them. */
async function documentSums(orderIds: string[], creditNoteReturnIds: string[]) {
  const sums = { orders: 0, gross: 0, discounts: 0, netOfDiscount: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, pieces: 0, returns: 0, cnTaxable: 0, cnCgst: 0, cnSgst: 0, cnIgst: 0, cnPieces: 0 };
  for (const orderId of orderIds) {
    const invoice = await getInvoiceForDownload({ orderId, shop: true });
    const { totals } = invoiceGst(invoice.order, { rateBps: invoice.taxRateBps, sellerState: invoice.seller.state, buyerState: invoice.placeOfSupply, codFeeName: "" }).gst;
    const order = await db.order.findUniqueOrThrow({ where: { id: orderId }, select: { totalPaise: true, discountPaise: true } });
    sums.orders += 1;
    sums.gross += order.totalPaise + order.discountPaise;
    sums.discounts += order.discountPaise;
    sums.netOfDiscount += totals.grandTotalPaise;
    sums.taxable += totals.taxablePaise;
    sums.cgst += totals.cgstPaise;
    sums.sgst += totals.sgstPaise;
    sums.igst += totals.igstPaise;
    sums.pieces += invoice.order.lines.reduce((sum, line) => sum + line.quantity, 0);
  }
  for (const returnId of creditNoteReturnIds) {
    const note = await getCreditNote(returnId);
    const { totals } = creditNoteGst(note);
    sums.returns += note.amountPaise;
    sums.cnTaxable += totals.taxablePaise;
    sums.cnCgst += totals.cgstPaise;
    sums.cnSgst += totals.sgstPaise;
    sums.cnIgst += totals.igstPaise;
    sums.cnPieces += note.lines.reduce((sum, line) => sum + line.quantity, 0);
  }
  return sums;
}

let report: SalesReport;

beforeAll(async () => {
  owner = await createAdmin();
  token = await adminSessionOf(owner);
  const category = await createCategory();
  categoryName = category.name;
  const ring = await createProduct({ categoryId: category.id, price: 2499, stock: 50 });
  const pendant = await createProduct({ categoryId: category.id, price: 3999, stock: 50 });
  const doomed = await createProduct({ categoryId: category.id, price: 1299, stock: 50 });
  ringId = ring.id;
  pendantId = pendant.id;
  gone = doomed.code;
  // Intra-state: the seller's own state (CGST + SGST); inter-state: another (IGST).
  const home = (await readInvoiceSeller(db)).seller.state;
  const away = home === "Karnataka" ? "Kerala" : "Karnataka";

  // May 2032: the first instant of the month (00:00 IST on 1 May) and its last (23:59:59.999 IST on 31 May) count.
  orders.push(await soldOrder([{ productId: ringId, quantity: 3 }, { productId: pendantId, quantity: 1 }], { kind: "checkout", state: home, issuedAt: ist("2032-05-01T00:00"), discountPaise: 500_00 }));
  orders.push(await soldOrder([{ productId: pendantId, quantity: 2 }], { kind: "payment_link", state: away, issuedAt: ist("2032-05-12T15:30") }));
  orders.push(await soldOrder([{ productId: ringId, quantity: 1 }, { productId: doomed.id, quantity: 1 }], { kind: "cod", state: away, issuedAt: new Date(ist("2032-06-01T00:00").getTime() - 1), codFeePaise: 49_00 }));
  // Outside May by one millisecond each way.
  const april = await soldOrder([{ productId: ringId, quantity: 1 }], { kind: "checkout", state: home, issuedAt: new Date(ist("2032-05-01T00:00").getTime() - 1) });
  const june = await soldOrder([{ productId: ringId, quantity: 1 }], { kind: "checkout", state: home, issuedAt: ist("2032-06-01T00:00") });
  void april;
  void june;

  // Returns: one ring of the first order refunded in May; one pendant of the second refunded, its credit note in June.
  inMayCreditNoteReturnIds = [await refund(orders[0]!, 1, ist("2032-05-20T10:00"), "size_or_fit")];
  await refund(orders[1]!, 1, ist("2032-06-02T10:00"), "damaged");

  // A piece deleted after its sale: its line is reported under "Deleted pieces".
  await db.product.delete({ where: { id: doomed.id } });

  report = await salesReport(MAY);
}, 120_000);

describe("the sales report reconciles with the documents to the paisa", () => {
  it("orders, gross, discounts, net, returns, GST and taxable value of May equal the invoices' and credit notes' sums", async () => {
    const sums = await documentSums(orders.map((o) => o.id), inMayCreditNoteReturnIds);
    const s = report.summary;
    expect(s.orders).toBe(3);
    expect(s.grossSalesPaise).toBe(sums.gross);
    expect(s.discountsPaise).toBe(500_00);
    expect(s.discountsPaise).toBe(sums.discounts);
    expect(s.netOfDiscountPaise).toBe(sums.netOfDiscount);
    expect(s.returnsPaise).toBe(sums.returns);
    expect(s.creditNotes).toBe(1);
    expect(s.netSalesPaise).toBe(sums.gross - sums.discounts - sums.returns);
    expect(s.invoiceTax).toEqual({ taxablePaise: sums.taxable, cgstPaise: sums.cgst, sgstPaise: sums.sgst, igstPaise: sums.igst });
    expect(s.creditNoteTax).toEqual({ taxablePaise: sums.cnTaxable, cgstPaise: sums.cnCgst, sgstPaise: sums.cnSgst, igstPaise: sums.cnIgst });
    expect(s.netTax.gstPaise).toBe(sums.cgst + sums.sgst + sums.igst - sums.cnCgst - sums.cnSgst - sums.cnIgst);
    expect(s.averageOrderValuePaise).toBe(Math.round(sums.netOfDiscount / 3));
    // Intra- and inter-state sales both present: CGST/SGST and IGST.
    expect(s.invoiceTax.cgstPaise).toBeGreaterThan(0);
    expect(s.invoiceTax.igstPaise).toBeGreaterThan(0);
    // The COD fee is in the orders' totals: the COD order's total is its pieces plus ₹49.
    expect(sums.netOfDiscount).toBe(orders.reduce((sum, o) => sum + o.totalPaise, 0));
    // Returns rate: 1 piece on May's credit note of 8 invoiced.
    expect(s.piecesSold).toBe(8);
    expect(s.piecesSold).toBe(sums.pieces);
    expect(s.piecesReturned).toBe(sums.cnPieces);
    expect(s.returnsRate).toBeCloseTo(1 / 8, 10);
  });

  it("June's report holds the late credit note and the sale at 00:00 IST on 1 June", async () => {
    const june = await salesReport(parsePeriod({ period: "month" }, NOW));
    expect(june.period.firstDay).toBe("2032-06-01");
    expect(june.summary.orders).toBe(1);
    expect(june.summary.creditNotes).toBe(1);
    expect(june.reasons).toEqual([{ reason: "damaged", label: "Damaged", count: 1 }]);
  });

  it("buckets by week (Monday to Sunday, IST) add up to the month", () => {
    expect(report.buckets.map((b) => b.start)).toEqual(["2032-04-26", "2032-05-03", "2032-05-10", "2032-05-17", "2032-05-24", "2032-05-31"]);
    expect(report.buckets.find((b) => b.start === "2032-04-26")!.orders).toBe(1);
    expect(report.buckets.find((b) => b.start === "2032-05-10")!.orders).toBe(1);
    expect(report.buckets.find((b) => b.start === "2032-05-31")!.orders).toBe(1);
    expect(report.buckets.reduce((sum, b) => sum + b.netOfDiscountPaise, 0)).toBe(report.summary.netOfDiscountPaise);
    expect(report.buckets.reduce((sum, b) => sum + b.returnsPaise, 0)).toBe(report.summary.returnsPaise);
  });

  it("by category and by piece: the lines' net of offers, a deleted piece under Deleted pieces", async () => {
    const lines = await db.orderLine.findMany({ where: { orderId: { in: orders.map((o) => o.id) } } });
    const net = (filter: (l: (typeof lines)[number]) => boolean) => lines.filter(filter).reduce((sum, l) => sum + l.linePricePaise - l.offerDiscountPaise, 0);
    const mine = report.categories.find((c) => c.name === categoryName)!;
    expect(mine).toMatchObject({ pieces: 7, salesPaise: net((l) => l.productId !== null) });
    expect(report.categories.find((c) => c.name === "Deleted pieces")).toMatchObject({ categoryId: null, pieces: 1, salesPaise: net((l) => l.productId === null) });
    // The pieces' sales and the COD fee make up the orders' totals.
    expect(report.categories.reduce((sum, c) => sum + c.salesPaise, 0) + 49_00).toBe(report.summary.netOfDiscountPaise);

    expect(report.topSellers.map((p) => [p.productId, p.pieces])).toEqual([
      [ringId, 4],
      [pendantId, 3],
      [null, 1],
    ]);
    expect(report.topSellers[0]!.salesPaise).toBe(net((l) => l.productId === ringId));
    expect(report.topSellers[2]!.code).toBe(gone);
    // Slow movers: active pieces, fewest sold first.
    const sold = report.slowMovers.map((p) => p.pieces);
    expect(sold).toEqual([...sold].sort((a, b) => a - b));
  });

  it("by payment method: card, payment link and cash on delivery, each order's invoice total", () => {
    expect(report.methods.map((m) => [m.method, m.orders, m.netOfDiscountPaise])).toEqual([
      ["checkout", 1, orders[0]!.totalPaise],
      ["payment_link", 1, orders[1]!.totalPaise],
      ["cod", 1, orders[2]!.totalPaise],
    ]);
  });

  it("return reasons: the requests whose credit note is in the period", () => {
    expect(report.reasons).toEqual([{ reason: "size_or_fit", label: "Size or fit", count: 1 }]);
  });
});

/** A CSV download as the back office's link makes it: the admin's cookie, the answer's text. */
async function csvCall(adminToken: string, search: string) {
  const request = new NextRequest(`http://localhost/api/admin/reports/sales/csv?${search}`, { headers: { cookie: adminCookie(adminToken), origin: env.siteUrl, "x-forwarded-for": "203.0.113.9" } });
  const response = await csvRoute.GET(request, { params: Promise.resolve({}) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe("the report's routes", () => {
  const query = "period=range&from=2032-05-01&to=2032-05-31&bucket=week";

  it("a manager reads the report; an orders role and a writer may not", async () => {
    const manager = await adminSessionOf(await createAdmin({ role: "manager" }));
    const res = await callAsAdmin(salesRoute.GET, manager, { method: "GET", url: `http://localhost/api/admin/reports/sales?${query}` });
    expect(res.status).toBe(200);
    expect((res.body!.report as SalesReport).summary.orders).toBe(3);
    for (const role of ["orders", "writer"] as const) {
      const other = await adminSessionOf(await createAdmin({ role }));
      const refused = await callAsAdmin(salesRoute.GET, other, { method: "GET", url: `http://localhost/api/admin/reports/sales?${query}` });
      expect(refused.status).toBe(403);
      const refusedCsv = await callAsAdmin(csvRoute.GET, other, { method: "GET", url: `http://localhost/api/admin/reports/sales/csv?table=summary&${query}` });
      expect(refusedCsv.status).toBe(403);
    }
  });

  it("a bad period or table is a 400 in words, never a 500", async () => {
    for (const bad of ["period=year", "period=range&from=2032-05-31&to=2032-05-01", "period=range&from=2032-02-30&to=2032-03-01", "period=fy&fy=2032-34", "bucket=hour"]) {
      const res = await callAsAdmin(salesRoute.GET, token, { method: "GET", url: `http://localhost/api/admin/reports/sales?${bad}` });
      expect(res.status, bad).toBe(400);
      expect(res.body!.msg).toMatch(/period|from|to|fy|bucket/);
    }
    const res = await callAsAdmin(csvRoute.GET, token, { method: "GET", url: `http://localhost/api/admin/reports/sales/csv?table=nope&${query}` });
    expect(res.status).toBe(400);
  });

  it("every table downloads as CSV, rupees with two decimals", async () => {
    const res = await csvCall(token, `table=methods&${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="sales-methods-2032-05-01-to-2032-05-31.csv"');
    const rupees = (p: number) => `${Math.floor(p / 100)}.${String(p % 100).padStart(2, "0")}`;
    expect(res.text.split("\r\n")).toEqual([
      "payment method,orders,net of discount (INR)",
      `Card (checkout),1,${rupees(orders[0]!.totalPaise)}`,
      `Payment link,1,${rupees(orders[1]!.totalPaise)}`,
      `Cash on delivery,1,${rupees(orders[2]!.totalPaise)}`,
    ]);
    for (const table of ["summary", "buckets", "categories", "top-sellers", "slow-movers", "reasons"]) {
      const each = await csvCall(token, `table=${table}&${query}`);
      expect(each.status, table).toBe(200);
      expect(each.text.length).toBeGreaterThan(10);
    }
  });
});
