import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import * as filedRoute from "@/app/api/admin/reports/gst/[month]/filed/route";
import * as filesRoute from "@/app/api/admin/reports/gst/[month]/files/[file]/route";
import * as monthRoute from "@/app/api/admin/reports/gst/[month]/route";
import { db } from "@/server/db";
import { issueCreditNote } from "@/server/credit-notes/issue-credit-note";
import { readInvoiceSeller } from "@/server/invoices/invoice-seller";
import { issueInvoice } from "@/server/invoices/issue-invoice";
import { createOrder } from "@/server/orders/create-order";
import { computeGstr1 } from "@/server/reports/gstr1/compute-gstr1";
import { fileGstMonth, gstReturnOf } from "@/server/reports/gstr1/filed-months";
import { gstFile } from "@/server/reports/gstr1/gst-file";
import { parseGstMonth } from "@/server/reports/gstr1/month";
import type { Gstr1Figures } from "@/server/reports/gstr1/types";
import { createCategory, createProduct, uniq } from "../support/factories";
import { adminSessionOf, callAsAdmin, createAdmin } from "./admin-support";
import { requested } from "./returns-support";

// GSTR-1 of a month on real PostgreSQL, in months nobody else uses (2033-07 and 2033-08; 2024-07
// for the old B2CL threshold): invoices and credit notes are issued by the shop's own functions
// with their dates in those months, their figures filled by ensureDocumentFigures().

const JULY = "2033-07";
const AUGUST = "2033-08";
const IN_JULY = (day: number) => new Date(`2033-07-${String(day).padStart(2, "0")}T06:00:00.000Z`);
const IN_AUGUST = (day: number) => new Date(`2033-08-${String(day).padStart(2, "0")}T06:00:00.000Z`);

let sellerState = "";
let otherState = "";
let thirdState = "";
let cheapId = "";
let dearId = "";

interface Invoiced {
  orderId: string;
  number: string;
  orderNumber: string;
  email: string;
  lineId: string;
  totalPaise: number;
}

/** A delivered, paid order of `quantity` of one piece shipped to `state`, invoiced at `at`. */
async function invoiced(productId: string, quantity: number, state: string, at: Date): Promise<Invoiced> {
  const email = `gst.${uniq()}@example.com`;
  const order = await createOrder({
    source: "request",
    status: "draft",
    customerId: null,
    contact: { name: "Ira Rao", email, phone: "9876543210" },
    address: { street: "4 Temple Street", city: "Somewhere", state, pincode: "560001", country: "India" },
    lines: [{ productId, quantity }],
    actor: "visitor",
  });
  const number = await db.$transaction(async (tx) => {
    await tx.order.update({ where: { id: order.id }, data: { status: "delivered", paymentMethod: "razorpay", paidAt: new Date(), deliveredAt: new Date(Date.now() - 86_400_000) } });
    await tx.payment.create({ data: { orderId: order.id, kind: "payment_link", amountPaise: order.totalPaise, status: "paid", razorpayPaymentId: `pay_T${uniq()}` } });
    return (await issueInvoice(tx, { orderId: order.id, buyerState: state, now: at })).number;
  });
  const [line] = await db.orderLine.findMany({ where: { orderId: order.id }, select: { id: true } });
  return { orderId: order.id, number, orderNumber: order.orderNumber, email, lineId: line!.id, totalPaise: order.totalPaise };
}

/** A credit note at `at` for one piece of the order, refunding `amountPaise`. */
async function credited(order: Invoiced, amountPaise: number, state: string, at: Date): Promise<string> {
  const request = await requested({ id: order.orderId, orderNumber: order.orderNumber, email: order.email, totalPaise: order.totalPaise, lineIds: [order.lineId], razorpayPaymentId: null });
  return db.$transaction(async (tx) => (await issueCreditNote(tx, { returnId: request.id, orderId: order.orderId, amountPaise, buyerState: state, now: at })).number);
}

const taxable = (gross: number) => Math.round((gross * 10000) / 10300);
const sumColumn = (csv: string, column: string) => {
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
  return Math.round(parsed.data.reduce((sum, row) => sum + Number(row[column]) * 100, 0));
};
const headerOf = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data[0];

let july: { intra: Invoiced; inter: Invoiced; inter2: Invoiced; large: Invoiced; small2: Invoiced };
let julyNote = "";
let largeNote = "";
let lateNote = "";
let filedFigures: Gstr1Figures;

beforeAll(async () => {
  await db.gstFiling.deleteMany({ where: { month: { in: [JULY, AUGUST, "2019-03"] } } });
  const { seller } = await readInvoiceSeller(db);
  sellerState = seller.state;
  [otherState, thirdState] = ["Karnataka", "Kerala", "Goa"].filter((state) => state !== sellerState) as [string, string];
  const category = await createCategory();
  cheapId = (await createProduct({ categoryId: category.id, price: 2060, stock: 50 })).id;
  dearId = (await createProduct({ categoryId: category.id, price: 150_000, stock: 5 })).id;

  july = {
    intra: await invoiced(cheapId, 2, sellerState, IN_JULY(3)),
    inter: await invoiced(cheapId, 1, otherState, IN_JULY(4)),
    inter2: await invoiced(cheapId, 3, otherState, IN_JULY(5)),
    large: await invoiced(dearId, 1, thirdState, IN_JULY(6)),
    // Intra-state above the threshold stays B2CS.
    small2: await invoiced(dearId, 1, sellerState, IN_JULY(7)),
  };
  // A return in July of one piece of the inter-state order: netted into B2CS.
  julyNote = await credited(july.inter2, 206_000, otherState, IN_JULY(20));
});

describe("GSTR-1 of a month", () => {
  it("sums B2CS by place of supply and rate, intra and inter, with a credit note netted in", async () => {
    const figures = await computeGstr1(parseGstMonth(JULY));
    const intra = figures.b2cs.find((row) => row.placeOfSupply.endsWith(`-${sellerState}`))!;
    const inter = figures.b2cs.find((row) => row.placeOfSupply.endsWith(`-${otherState}`))!;
    expect(figures.b2cs).toHaveLength(2);
    expect(intra.supplyType).toBe("INTRA");
    expect(intra.rateBps).toBe(300);
    // 2 × ₹2,060 and 1 × ₹1,50,000 within the state.
    expect(intra.taxablePaise).toBe(taxable(412_000) + taxable(15_000_000));
    expect(intra.igstPaise).toBe(0);
    expect(intra.cgstPaise + intra.sgstPaise).toBe(412_000 + 15_000_000 - intra.taxablePaise);
    // 1 + 3 pieces to another state, less the one returned.
    expect(inter.placeOfSupply).toMatch(/^\d{2}-/);
    expect(inter.supplyType).toBe("INTER");
    expect(inter.taxablePaise).toBe(taxable(206_000) + taxable(618_000) - taxable(206_000));
    expect(inter.igstPaise).toBe(206_000 + 618_000 - 206_000 - inter.taxablePaise);
    expect(inter.cgstPaise).toBe(0);
    const note = figures.creditNotes.find((row) => row.noteNumber === julyNote)!;
    expect(note.table).toBe("B2CS");
    expect(note.invoiceNumber).toBe(july.inter2.number);
  });

  it("lists an inter-state invoice above ₹1,00,000 in B2CL and its credit note in CDNUR", async () => {
    largeNote = await credited(july.large, 15_000_000, thirdState, IN_AUGUST(12));
    const figures = await computeGstr1(parseGstMonth(JULY));
    expect(figures.b2cl).toEqual([
      expect.objectContaining({ invoiceNumber: july.large.number, invoiceDate: "2033-07-06", invoiceValuePaise: 15_000_000, rateBps: 300, taxablePaise: taxable(15_000_000), igstPaise: 15_000_000 - taxable(15_000_000) }),
    ]);
    expect(figures.b2cl[0]!.placeOfSupply).toMatch(new RegExp(`^\\d{2}-${thirdState}$`));
    const august = await computeGstr1(parseGstMonth(AUGUST));
    const cdnur = august.creditNotes.filter((row) => row.table === "CDNUR");
    expect(cdnur.map((row) => row.noteNumber)).toEqual([largeNote]);
    expect(cdnur[0]).toMatchObject({ invoiceNumber: july.large.number, noteValuePaise: 15_000_000, noteDate: "2033-08-12" });
    // Not netted into August's B2CS.
    expect(august.b2cs.find((row) => row.placeOfSupply.endsWith(thirdState))).toBeUndefined();
  });

  it("uses the ₹2,50,000 threshold before August 2024", async () => {
    const old = await invoiced(dearId, 1, otherState, new Date("2024-07-15T06:00:00.000Z"));
    const figures = await computeGstr1(parseGstMonth("2024-07"));
    expect(figures.b2cl.map((row) => row.invoiceNumber)).not.toContain(old.number);
    expect(figures.b2cs.find((row) => row.placeOfSupply.endsWith(otherState))!.taxablePaise).toBeGreaterThanOrEqual(taxable(15_000_000));
  });

  it("sums the HSN summary as invoices minus the month's credit notes", async () => {
    const figures = await computeGstr1(parseGstMonth(JULY));
    expect(figures.hsn).toHaveLength(1);
    const [hsn] = figures.hsn;
    const grossInvoiced = 412_000 + 206_000 + 618_000 + 15_000_000 + 15_000_000;
    const taxableInvoiced = taxable(412_000) + taxable(206_000) + taxable(618_000) + 2 * taxable(15_000_000);
    expect(hsn).toMatchObject({ hsn: "7113", uqc: "NOS", rateBps: 300, quantity: 2 + 1 + 3 + 1 + 1 - 1 });
    expect(hsn!.taxablePaise).toBe(taxableInvoiced - taxable(206_000));
    expect(hsn!.totalValuePaise).toBe(grossInvoiced - 206_000);
    expect(hsn!.igstPaise + hsn!.cgstPaise + hsn!.sgstPaise).toBe(hsn!.totalValuePaise - hsn!.taxablePaise);
  });

  it("gives the documents issued: number ranges and totals", async () => {
    const figures = await computeGstr1(parseGstMonth(JULY));
    expect(figures.documents.invoices).toEqual({ from: july.intra.number, to: july.small2.number, total: 5, cancelled: 0 });
    expect(figures.documents.creditNotes).toEqual({ from: julyNote, to: julyNote, total: 1, cancelled: 0 });
  });

  it("writes every CSV with the offline tool's headers, and JSON totals equal to the CSVs'", async () => {
    const figures = await computeGstr1(parseGstMonth(JULY));
    const text = (key: Parameters<typeof gstFile>[1]) => gstFile(figures, key).body;
    expect(headerOf(text("b2cs"))).toEqual(["Type", "Place Of Supply", "Rate", "Applicable % of Tax Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"]);
    expect(headerOf(text("b2cl"))).toEqual(["Invoice Number", "Invoice date", "Invoice Value", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"]);
    expect(headerOf(text("cdnur"))).toEqual(["UR Type", "Note Number", "Note Date", "Note Type", "Place Of Supply", "Note Value", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount"]);
    expect(headerOf(text("hsn-b2c"))).toEqual(["HSN", "Description", "UQC", "Total Quantity", "Total Value", "Rate", "Taxable Value", "Integrated Tax Amount", "Central Tax Amount", "State/UT Tax Amount", "Cess Amount"]);
    expect(headerOf(text("docs"))).toEqual(["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"]);
    expect(text("b2cl")).toContain(`${july.large.number},06-Jul-2033,150000.00,`);

    const json = JSON.parse(text("json")) as {
      fp: string;
      b2cs: { txval: number; iamt?: number; camt?: number; samt?: number }[];
      b2cl: { inv: { val: number; itms: { itm_det: { txval: number } }[] }[] }[];
      hsn: { hsn_b2c: { txval: number; iamt: number; camt: number; samt: number; qty: number }[] };
      doc_issue: { doc_det: { doc_typ: string; docs: { totnum: number; from: string }[] }[] };
    };
    const paise = (rupees: number) => Math.round(rupees * 100);
    expect(json.fp).toBe("072033");
    expect(json.b2cs.reduce((sum, row) => sum + paise(row.txval), 0)).toBe(sumColumn(text("b2cs"), "Taxable Value"));
    expect(json.b2cl.flatMap((place) => place.inv).reduce((sum, inv) => sum + paise(inv.itms[0]!.itm_det.txval), 0)).toBe(sumColumn(text("b2cl"), "Taxable Value"));
    expect(json.hsn.hsn_b2c.reduce((sum, row) => sum + paise(row.txval), 0)).toBe(sumColumn(text("hsn-b2c"), "Taxable Value"));
    expect(json.hsn.hsn_b2c.reduce((sum, row) => sum + paise(row.iamt + row.camt + row.samt), 0)).toBe(
      sumColumn(text("hsn-b2c"), "Integrated Tax Amount") + sumColumn(text("hsn-b2c"), "Central Tax Amount") + sumColumn(text("hsn-b2c"), "State/UT Tax Amount"),
    );
    expect(json.doc_issue.doc_det[0]).toMatchObject({ doc_typ: "Invoices for outward supply", docs: [{ totnum: 5, from: july.intra.number }] });
  });

  it("keeps a filed month's figures when a late credit note comes next month; the next month has it", async () => {
    const owner = await createAdmin();
    const session = { ...owner, sessionId: "test", secondFactorAt: null, hasSecondFactor: false };
    const before = await computeGstr1(parseGstMonth(JULY));
    const filed = await fileGstMonth({ admin: session, monthKey: JULY, now: new Date("2033-08-02T06:00:00.000Z") });
    expect(filed.filing).toMatchObject({ filedBy: owner.name });
    filedFigures = filed.figures;
    const audit = await db.auditLog.findFirst({ where: { entity: "gst_filing", entityId: JULY, adminId: owner.id } });
    expect(audit?.action).toBe("create");

    lateNote = await credited(july.intra, 206_000, sellerState, IN_AUGUST(20));
    const stored = await gstReturnOf(JULY);
    expect(stored.figures).toEqual(filedFigures);
    const { computedAt: _a, ...recomputed } = await computeGstr1(parseGstMonth(JULY));
    const { computedAt: _b, ...was } = before;
    expect(recomputed).toEqual(was);
    const august = await computeGstr1(parseGstMonth(AUGUST));
    expect(august.creditNotes.find((row) => row.noteNumber === lateNote)).toMatchObject({ table: "B2CS", invoiceNumber: july.intra.number });
    expect(august.b2cs.find((row) => row.placeOfSupply.endsWith(sellerState))!.taxablePaise).toBe(-taxable(206_000));
  });
});

describe("GST routes", () => {
  it("refuses to file a month that has not ended", async () => {
    const owner = await createAdmin();
    const token = await adminSessionOf(owner);
    const res = await callAsAdmin(filedRoute.POST, token, { method: "POST", params: { month: AUGUST } });
    expect(res.status).toBe(400);
    expect(res.body!.msg).toMatch(/August 2033 has not ended/);
    const bad = await callAsAdmin(filedRoute.POST, token, { method: "POST", params: { month: "2033-13" } });
    expect(bad.status).toBe(400);
    expect(bad.body!.msg).toMatch(/YYYY-MM/);
  });

  it("lets a manager file, refuses the orders role, and un-files for the owner only", async () => {
    const manager = await adminSessionOf(await createAdmin({ role: "manager" }));
    const orders = await adminSessionOf(await createAdmin({ role: "orders" }));
    const owner = await adminSessionOf(await createAdmin());
    const month = "2019-03";

    expect((await callAsAdmin(monthRoute.GET, orders, { method: "GET", params: { month } })).status).toBe(403);
    expect((await callAsAdmin(filedRoute.POST, orders, { method: "POST", params: { month } })).status).toBe(403);
    const filed = await callAsAdmin(filedRoute.POST, manager, { method: "POST", params: { month } });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect((await callAsAdmin(filedRoute.POST, manager, { method: "POST", params: { month } })).status).toBe(409);
    const shown = await callAsAdmin(monthRoute.GET, manager, { method: "GET", params: { month } });
    expect(shown.body!.filing).not.toBeNull();
    expect((await callAsAdmin(filedRoute.DELETE, manager, { method: "DELETE", params: { month } })).status).toBe(403);
    const unfiled = await callAsAdmin(filedRoute.DELETE, owner, { method: "DELETE", params: { month } });
    expect(unfiled.status).toBe(200);
    expect(unfiled.body!.filing).toBeNull();
    expect(await db.auditLog.count({ where: { entity: "gst_filing", entityId: month } })).toBeGreaterThanOrEqual(2);
  });

  it("downloads a filed month's stored files, and 404s an unknown file", async () => {
    const owner = await adminSessionOf(await createAdmin());
    const res = await callAsAdmin(filesRoute.GET, owner, { method: "GET", params: { month: JULY, file: "json" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("gstr1-2033-07-gstr1.json");
    expect(res.body).toMatchObject({ fp: "072033", b2cl: [{ inv: [{ inum: july.large.number }] }] });
    const missing = await callAsAdmin(filesRoute.GET, owner, { method: "GET", params: { month: JULY, file: "b2b" } });
    expect(missing.status).toBe(404);
    expect(missing.body!.msg).toMatch(/There is no file/);
  });
});
