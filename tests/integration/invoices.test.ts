import { randomInt } from "node:crypto";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as INVOICE_GET } from "@/app/api/order/invoice/[id]/route";
import { GET as TRACK_INVOICE_GET, POST as TRACK_INVOICE_POST } from "@/app/api/order/track-invoice/route";
import { env } from "@/env";
import { SHOP } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import { SELL_MSG } from "@/lib/messages/selling";
import { customerCookieName } from "@/server/auth/customer-session";
import { db } from "@/server/db";
import { issueInvoice } from "@/server/invoices/issue-invoice";
import { pdfText } from "../support/pdf-text";
import { createCategory, createProduct, uniq } from "../support/factories";
import { type TestCustomer, createCustomer, newAddress, sessionOf } from "./accounts-support";

// GST tax invoices on real PostgreSQL: numbering (consecutive per Indian financial year, one
// Counter statement in the paying transaction: no gap after a rollback, no repeat under
// concurrency, one invoice per order), the seller's details copied in, and the two download
// routes through their real handlers: the owner's GET and the tracking page's POST (the PDF's
// text read back with a PDF text extractor). Paid orders are made straight in the database.

const SELLER = {
  legalName: "Silver Aura Jewellers Private Limited",
  address: "12 MG Road, Jaipur, Rajasthan 302001, India",
  state: "Rajasthan",
  gstin: "08ABCDE1234F1Z5",
  contactPhone: "+91 98290 00000",
  contactEmail: "accounts@silveraura.example",
  gstRateBps: 300,
};
const SELLER_FIELDS = { legalName: true, address: true, state: true, gstin: true, contactPhone: true, contactEmail: true, gstRateBps: true } as const;
let savedSettings: typeof SELLER | null = null;

beforeAll(async () => {
  savedSettings = await db.siteSettings.findUnique({ where: { id: 1 }, select: SELLER_FIELDS });
  await db.siteSettings.upsert({ where: { id: 1 }, create: { id: 1, ...SELLER }, update: SELLER });
});

afterAll(async () => {
  if (savedSettings) await db.siteSettings.update({ where: { id: 1 }, data: savedSettings });
  else await db.siteSettings.update({ where: { id: 1 }, data: { legalName: "", address: "", state: "", gstin: "", contactPhone: "", contactEmail: "", gstRateBps: 300 } });
});

/** A financial year of this test alone (years far ahead, so no other test's invoice shares its counter). */
let nextYear = 2200 + randomInt(0, 700) * 10;
function ownYear(): { start: number; label: string; at: (monthDay: string, time?: string) => Date } {
  const start = (nextYear += 2);
  return {
    start,
    label: `${start}-${String((start + 1) % 100).padStart(2, "0")}`,
    // a moment in India's time: "06-15" is 15 June of the start year, "03-31" is 31 March of the next
    at: (monthDay, time = "12:00:00") => new Date(`${Number(monthDay.slice(0, 2)) >= 4 ? start : start + 1}-${monthDay}T${time}+05:30`),
  };
}

interface OrderOptions {
  customerId?: string | null;
  state?: string;
  status?: "payment_pending" | "paid" | "processing" | "shipped" | "delivered" | "cancelled";
  email?: string;
  /** [unit price in paise, quantity] */
  lines?: [number, number][];
}

/** An order with its line snapshots, made in the database as the paying code would leave it. */
async function createOrder({ customerId = null, state = "Rajasthan", status = "paid", email = `buyer.${uniq()}@example.com`, lines = [[249900, 2], [154500, 1]] }: OrderOptions = {}) {
  const category = await createCategory();
  const products = await Promise.all(lines.map(([paise]) => createProduct({ categoryId: category.id, price: paise / 100, name: `Moonlit Halo Ring ${uniq()}` })));
  const total = lines.reduce((sum, [paise, quantity]) => sum + paise * quantity, 0);
  return db.order.create({
    data: {
      orderNumber: `SA-T${uniq().toUpperCase()}`,
      status,
      source: "checkout",
      customerId,
      customerName: "Ananya Rao",
      customerEmail: email,
      customerPhone: "9876543210",
      shipStreet: "14 Lake View Road",
      shipCity: state === "Rajasthan" ? "Jaipur" : "Bengaluru",
      shipState: state,
      shipPincode: state === "Rajasthan" ? "302004" : "560001",
      totalPaise: total,
      paidAt: status === "payment_pending" ? null : new Date(),
      lines: {
        create: lines.map(([paise, quantity], index) => ({
          productId: products[index]!.id,
          productName: products[index]!.name,
          productCode: products[index]!.code,
          colorName: "Silver",
          quantity,
          unitPricePaise: paise,
          linePricePaise: paise * quantity,
        })),
      },
    },
    select: { id: true, orderNumber: true, customerEmail: true, shipState: true },
  });
}

/** The order paid: its invoice issued in a transaction, as settlePayment does. */
async function issue(order: { id: string; shipState: string }, now = new Date()): Promise<string> {
  return (await db.$transaction((tx) => issueInvoice(tx, { orderId: order.id, buyerState: order.shipState, now }))).number;
}

async function createPaidOrder(options: OrderOptions = {}) {
  const order = await createOrder(options);
  const number = await issue(order);
  return { ...order, number };
}

describe("issueInvoice: numbering", () => {
  it("numbers consecutively within a financial year and starts again at 00001 in the next (on India's clock)", async () => {
    const year = ownYear();
    const orders = await Promise.all([1, 2, 3, 4].map(() => createOrder()));
    expect(await issue(orders[0]!, year.at("04-01", "00:00:00"))).toBe(`SA/${year.label}/00001`);
    expect(await issue(orders[1]!, year.at("12-31"))).toBe(`SA/${year.label}/00002`);
    expect(await issue(orders[2]!, year.at("03-31", "23:00:00"))).toBe(`SA/${year.label}/00003`); // still the old year
    const next = `${year.start + 1}-${String((year.start + 2) % 100).padStart(2, "0")}`;
    expect(await issue(orders[3]!, new Date(`${year.start + 1}-04-01T00:00:00+05:30`))).toBe(`SA/${next}/00001`);

    const rows = await db.invoice.findMany({ where: { orderId: { in: orders.map((o) => o.id) } }, orderBy: { issuedAt: "asc" } });
    expect(rows.map((r) => [r.financialYear, r.sequence])).toEqual([
      [year.label, 1],
      [year.label, 2],
      [year.label, 3],
      [next, 1],
    ]);
  });

  it("copies the seller's details, the GST rate and the place of supply into the invoice", async () => {
    const year = ownYear();
    const order = await createOrder({ state: "  karnataka " });
    await issue(order, year.at("06-01"));
    const row = await db.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(row.seller).toEqual({ legalName: SELLER.legalName, address: SELLER.address, state: "Rajasthan", gstin: SELLER.gstin, phone: SELLER.contactPhone, email: SELLER.contactEmail });
    expect(row.taxRateBps).toBe(300);
    expect(row.placeOfSupply).toBe("Karnataka");
    expect(row.issuedAt.toISOString()).toBe(year.at("06-01").toISOString());
  });

  it("falls back to the shop's own details where the settings are empty", async () => {
    const year = ownYear();
    const order = await createOrder();
    await db.siteSettings.update({ where: { id: 1 }, data: { legalName: "", address: " ", state: "", contactPhone: "", contactEmail: "" } });
    try {
      await issue(order, year.at("06-01"));
    } finally {
      await db.siteSettings.update({ where: { id: 1 }, data: SELLER });
    }
    const row = await db.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(row.seller).toEqual({ legalName: SHOP.owner, address: SHOP.address, state: "Rajasthan", gstin: SELLER.gstin, phone: SHOP.phone, email: SHOP.email });
  });

  it("is idempotent per order: the same number again, and the counter does not move", async () => {
    const year = ownYear();
    const [first, second] = await Promise.all([createOrder(), createOrder()]);
    const number = await issue(first!, year.at("07-01"));
    expect(await issue(first!, year.at("07-02"))).toBe(number);
    expect(await db.$transaction(async (tx) => [await issueInvoice(tx, { orderId: first!.id, buyerState: "Kerala", now: year.at("07-03") }), await issueInvoice(tx, { orderId: first!.id, buyerState: "Kerala", now: year.at("07-03") })])).toEqual([{ number }, { number }]);
    expect(await db.invoice.count({ where: { orderId: first!.id } })).toBe(1);
    expect(await issue(second!, year.at("07-04"))).toBe(`SA/${year.label}/00002`);
  });

  it("a rolled-back payment leaves no gap: its number goes to the next invoice, and it has no invoice", async () => {
    const year = ownYear();
    const [kept, rolledBack, next] = await Promise.all([createOrder(), createOrder(), createOrder()]);
    expect(await issue(kept!, year.at("08-01"))).toBe(`SA/${year.label}/00001`);

    let taken = "";
    await expect(
      db.$transaction(async (tx) => {
        taken = (await issueInvoice(tx, { orderId: rolledBack!.id, buyerState: "Rajasthan", now: year.at("08-02") })).number;
        throw new Error("sold out after all");
      }),
    ).rejects.toThrow("sold out after all");
    expect(taken).toBe(`SA/${year.label}/00002`);
    expect(await db.invoice.findUnique({ where: { orderId: rolledBack!.id } })).toBeNull();

    expect(await issue(next!, year.at("08-03"))).toBe(`SA/${year.label}/00002`);
    expect((await db.counter.findUniqueOrThrow({ where: { key: `invoice:${year.label}` } })).value).toBe(2);
  });

  it("10 payments at once in parallel transactions get 10 distinct consecutive numbers", async () => {
    const year = ownYear();
    const orders = await Promise.all(Array.from({ length: 10 }, () => createOrder()));
    const numbers = await Promise.all(orders.map((order) => issue(order, year.at("09-09"))));
    expect(new Set(numbers).size).toBe(10);
    expect([...numbers].sort()).toEqual(Array.from({ length: 10 }, (_, i) => `SA/${year.label}/${String(i + 1).padStart(5, "0")}`));
  });

  it("two transactions issuing for the same order at once agree on one invoice (the order row is locked first)", async () => {
    const year = ownYear();
    const order = await createOrder();
    const numbers = await Promise.all([issue(order, year.at("10-01")), issue(order, year.at("10-01")), issue(order, year.at("10-01"))]);
    expect(numbers).toEqual([`SA/${year.label}/00001`, `SA/${year.label}/00001`, `SA/${year.label}/00001`]);
    expect(await db.invoice.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("refuses an unknown order", async () => {
    await expect(db.$transaction((tx) => issueInvoice(tx, { orderId: "no-such-order", buyerState: "Goa" }))).rejects.toThrow("Order not found.");
  });
});

// --- The download routes ----------------------------------------------------------------------------

interface Sent {
  status: number;
  headers: Headers;
  bytes: Buffer;
  /** The envelope of a failure (null for a PDF). */
  body: { status: 0 | 1; msg: string } | null;
}

async function send(handler: unknown, { method = "GET", session, params = {}, body, address = newAddress() }: { method?: string; session?: string; params?: Record<string, string>; body?: unknown; address?: string }): Promise<Sent> {
  const headers: Record<string, string> = { origin: env.siteUrl, "sec-fetch-site": "same-origin", "x-forwarded-for": address };
  if (session) headers.cookie = `${customerCookieName()}=${session}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const request = new NextRequest("http://localhost/api/order/x", { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const response = await (handler as (r: NextRequest, c: { params: Promise<Record<string, string>> }) => Promise<Response>)(request, { params: Promise.resolve(params) });
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = (response.headers.get("content-type") ?? "").includes("json");
  return { status: response.status, headers: response.headers, bytes, body: isJson ? JSON.parse(bytes.toString("utf8")) : null };
}

function expectPdf(sent: Sent, number: string) {
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  expect(sent.headers.get("content-type")).toBe("application/pdf");
  expect(sent.headers.get("content-disposition")).toBe(`attachment; filename="invoice-${number.replaceAll("/", "-")}.pdf"`);
  expect(sent.headers.get("cache-control")).toBe("private, no-store");
  expect(sent.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
}

function expectNotFound(sent: Sent, msg: string) {
  expect(sent.status, JSON.stringify(sent.body)).toBe(404);
  expect(sent.body).toEqual({ status: 0, msg });
  expect(sent.headers.get("cache-control")).toBe("no-store");
  expect(sent.bytes.subarray(0, 5).toString("latin1")).not.toBe("%PDF-");
}

describe("GET /api/order/invoice/[id]", () => {
  let owner: TestCustomer;
  let ownerSession: string;
  let otherSession: string;

  beforeAll(async () => {
    owner = await createCustomer({ name: "Ananya Rao" });
    ownerSession = await sessionOf(owner);
    otherSession = await sessionOf(await createCustomer({ name: "Kabir Singh" }));
  });

  it("gives the owner the PDF: seller, GSTIN, number, HSN 7113, CGST + SGST for a buyer in Rajasthan, ₹ amounts, grand total", async () => {
    const order = await createPaidOrder({ customerId: owner.id, state: "Rajasthan" });
    const sent = await send(INVOICE_GET, { session: ownerSession, params: { id: order.id } });
    expectPdf(sent, order.number);
    const { text } = await pdfText(sent.bytes);
    for (const expected of [
      "TAX INVOICE",
      SELLER.legalName,
      SELLER.gstin,
      order.number,
      order.orderNumber,
      "Ananya Rao",
      "Place of supply",
      "7113",
      "CGST",
      "SGST",
      "1.5%",
      "₹2,499.00", // unit price of the rings
      "₹4,852.43", // their taxable value (₹4,998.00 / 1.03)
      "₹72.79", // their CGST (₹145.57 split)
      "₹72.78", // their SGST
      "₹6,352.43", // total taxable value
      "₹6,543.00", // grand total: the order's total
      "Prices are inclusive of GST.",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain("IGST");
  });

  it("uses IGST for a buyer in another state", async () => {
    const order = await createPaidOrder({ customerId: owner.id, state: "Karnataka" });
    const sent = await send(INVOICE_GET, { session: ownerSession, params: { id: order.id } });
    expectPdf(sent, order.number);
    const { text } = await pdfText(sent.bytes);
    expect(text).toContain("IGST");
    expect(text).toContain("₹190.57"); // 3 % of ₹6,352.43, to the paisa line by line
    expect(text).toContain("₹6,543.00");
    expect(text).toContain("Karnataka");
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it("answers another customer 404 with the msg of an unknown order, and a visitor 401", async () => {
    const order = await createPaidOrder({ customerId: owner.id });
    const unknown = await send(INVOICE_GET, { session: otherSession, params: { id: "c0000000000000000000000000" } });
    expectNotFound(unknown, SELL_MSG.invoiceOrderNotFound);
    expectNotFound(await send(INVOICE_GET, { session: otherSession, params: { id: order.id } }), unknown.body!.msg);

    const visitor = await send(INVOICE_GET, { params: { id: order.id } });
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ status: 0, msg: MSG.loginFirst });
  });

  it("does not give a visitor's order (no customer) to any signed-in customer", async () => {
    const order = await createPaidOrder({ customerId: null });
    expectNotFound(await send(INVOICE_GET, { session: ownerSession, params: { id: order.id } }), SELL_MSG.invoiceOrderNotFound);
  });

  it("answers 404 'No invoice for this order yet.' for the owner's unpaid order, and for a cancelled one", async () => {
    const unpaid = await createOrder({ customerId: owner.id, status: "payment_pending" });
    expectNotFound(await send(INVOICE_GET, { session: ownerSession, params: { id: unpaid.id } }), SELL_MSG.invoiceNotReady);
    const cancelled = await createPaidOrder({ customerId: owner.id });
    await db.order.update({ where: { id: cancelled.id }, data: { status: "cancelled" } });
    expectNotFound(await send(INVOICE_GET, { session: ownerSession, params: { id: cancelled.id } }), SELL_MSG.invoiceNotReady);
  });

  it("still gives the invoice once the order has moved on (shipped), as issued: a later change of the seller's GSTIN does not rewrite it", async () => {
    const order = await createPaidOrder({ customerId: owner.id });
    await db.order.update({ where: { id: order.id }, data: { status: "shipped" } });
    await db.siteSettings.update({ where: { id: 1 }, data: { gstin: "27ZZZZZ9999Z1Z9" } });
    try {
      const sent = await send(INVOICE_GET, { session: ownerSession, params: { id: order.id } });
      expectPdf(sent, order.number);
      const { text } = await pdfText(sent.bytes);
      expect(text).toContain(SELLER.gstin);
      expect(text).not.toContain("27ZZZZZ9999Z1Z9");
    } finally {
      await db.siteSettings.update({ where: { id: 1 }, data: { gstin: SELLER.gstin } });
    }
  });

  it("refuses other methods with 405", async () => {
    const { POST } = await import("@/app/api/order/invoice/[id]/route");
    const sent = await send(POST, { method: "POST", session: ownerSession, params: { id: "x" }, body: {} });
    expect(sent.status).toBe(405);
  });
});

describe("POST /api/order/track-invoice", () => {
  it("gives the PDF for the right order number and e-mail (any case, spaces around)", async () => {
    const order = await createPaidOrder({ email: `Meera.${uniq()}@Example.com` });
    const sent = await send(TRACK_INVOICE_POST, { method: "POST", body: { orderNumber: ` ${order.orderNumber.toLowerCase()} `, email: `  ${order.customerEmail.toUpperCase()}` } });
    expectPdf(sent, order.number);
    const { text } = await pdfText(sent.bytes);
    expect(text).toContain(order.number);
    expect(text).toContain(SELLER.gstin);
    expect(text).toContain("₹6,543.00");
  });

  it("answers a wrong e-mail with the same 404 and msg as an unknown order number", async () => {
    const order = await createPaidOrder();
    const wrongEmail = await send(TRACK_INVOICE_POST, { method: "POST", body: { orderNumber: order.orderNumber, email: `someone.${uniq()}@example.com` } });
    const unknownNumber = await send(TRACK_INVOICE_POST, { method: "POST", body: { orderNumber: `SA-T${uniq().toUpperCase()}`, email: order.customerEmail } });
    expectNotFound(wrongEmail, SELL_MSG.trackOrderNotFound);
    expectNotFound(unknownNumber, SELL_MSG.trackOrderNotFound);
    expect(wrongEmail.bytes.equals(unknownNumber.bytes)).toBe(true);
  });

  it("answers 404 'No invoice for this order yet.' for the right pair of an unpaid order", async () => {
    const order = await createOrder({ status: "payment_pending" });
    expectNotFound(await send(TRACK_INVOICE_POST, { method: "POST", body: { orderNumber: order.orderNumber, email: order.customerEmail } }), SELL_MSG.invoiceNotReady);
  });

  it("answers a malformed body 400 with the tracking form's message", async () => {
    const sent = await send(TRACK_INVOICE_POST, { method: "POST", body: { orderNumber: "", email: "x@example.com" } });
    expect(sent.status).toBe(400);
    expect(sent.body).toEqual({ status: 0, msg: SELL_MSG.trackOrderNumberRequired });
  });

  it("allows 10 attempts per address in 10 minutes, then 429 with Retry-After (even for the right pair)", async () => {
    const address = newAddress();
    const order = await createPaidOrder();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const sent = await send(TRACK_INVOICE_POST, { method: "POST", address, body: { orderNumber: `SA-T${uniq().toUpperCase()}`, email: "guess@example.com" } });
      expect(sent.status).toBe(404);
    }
    const limited = await send(TRACK_INVOICE_POST, { method: "POST", address, body: { orderNumber: order.orderNumber, email: order.customerEmail } });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ status: 0, msg: SELL_MSG.invoiceTooMany(10) });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
    // another address is not affected
    expectPdf(await send(TRACK_INVOICE_POST, { method: "POST", body: { orderNumber: order.orderNumber, email: order.customerEmail } }), order.number);
  });

  it("counts attempts per order number from any address too (shared with tracking): 20 an hour, then 429", async () => {
    const order = await createPaidOrder();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const sent = await send(TRACK_INVOICE_POST, { method: "POST", body: { orderNumber: order.orderNumber, email: `guess.${attempt}@example.com` } });
      expect(sent.status).toBe(404);
    }
    const limited = await send(TRACK_INVOICE_POST, { method: "POST", body: { orderNumber: order.orderNumber, email: order.customerEmail } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("refuses GET with 405", async () => {
    expect((await send(TRACK_INVOICE_GET, {})).status).toBe(405);
  });
});
