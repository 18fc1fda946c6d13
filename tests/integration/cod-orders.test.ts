import { mkdtemp, rm } from "node:fs/promises";
import { randomInt } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as codRoute } from "@/app/api/order/cod/route";
import * as trackRoute from "@/app/api/order/track/route";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { COD_MSG } from "@/lib/messages/cod";
import { DELIVERY_MSG } from "@/lib/delivery/delivery-messages";
import { SELL_MSG } from "@/lib/messages/selling";
import { env } from "@/env";
import { db } from "@/server/db";
import { getInvoiceForDownload } from "@/server/invoices/get-invoice-for-download";
import { latestMailTo } from "@/server/mail/outbox";
import { COD_ORDER_RATE_LIMIT } from "@/server/orders/cod/cod-rules";
import { call, createCustomer, newAddress, sessionOf } from "./accounts-support";
import { adminSessionOf, createAdmin, type TestAdmin } from "./admin-support";
import { setStatus } from "./admin-orders-support";
import { customer, orderBody, pieces, stockOf } from "./payments-support";
import { uniq } from "../support/factories";

// Cash on delivery (issue 21 part 4), through the real route handlers and database: POST
// /api/order/cod (the fee added, the total from the database, the owner's limit, the PIN's answer,
// the open orders per phone and per address, also when two requests race, the rate limit), then the
// back office's road: Confirm takes stock once (409 naming a piece short of it, nothing changed),
// Reject needs a reason, Mark shipped issues the invoice once, Mark delivered and paid records the
// cash; cancelling after Confirm restocks and refunds nothing.

const COD_PIN = "411001";
const NO_COD_PIN = "781001";
const BLOCKED_PIN = "190001";
const FEE = 4900;
const LIMIT = 2_000_000;

let admin: TestAdmin;
let token: string;
let outbox: string;
let originalOutbox: string;
const zoneIds: string[] = [];

async function pinRule(prefix: string, zoneId: string | null) {
  await db.deliveryPin.upsert({ where: { prefix }, create: { prefix, zoneId }, update: { zoneId } });
}

async function settings(values: { codEnabled?: boolean; codFeePaise?: number; codLimitPaise?: number; codOpenOrdersLimit?: number } = {}) {
  const data = { codEnabled: true, codFeePaise: FEE, codLimitPaise: LIMIT, codOpenOrdersLimit: 2, ...values };
  await db.deliverySettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
}

beforeAll(async () => {
  admin = await createAdmin();
  token = await adminSessionOf(admin);
  originalOutbox = env.MAIL_OUTBOX_DIR;
  outbox = await mkdtemp(path.join(tmpdir(), "cod-outbox-"));
  env.MAIL_OUTBOX_DIR = outbox;
  const cod = await db.deliveryZone.create({ data: { name: `COD zone ${uniq()}`, transitDaysMin: 2, transitDaysMax: 4, codAvailable: true } });
  const prepaid = await db.deliveryZone.create({ data: { name: `Prepaid zone ${uniq()}`, transitDaysMin: 4, transitDaysMax: 7, codAvailable: false } });
  zoneIds.push(cod.id, prepaid.id);
  await pinRule(COD_PIN, cod.id);
  await pinRule(NO_COD_PIN, prepaid.id);
  await pinRule(BLOCKED_PIN, null);
  await settings();
});

afterAll(async () => {
  env.MAIL_OUTBOX_DIR = originalOutbox;
  await rm(outbox, { recursive: true, force: true });
  // The delivery table and settings are shared by the run's files: remove what this file added.
  await db.deliveryPin.deleteMany({ where: { prefix: { in: [COD_PIN, NO_COD_PIN, BLOCKED_PIN] } } });
  await db.deliveryZone.deleteMany({ where: { id: { in: zoneIds } } });
  await db.deliverySettings.deleteMany({ where: { id: 1 } });
});

/** A shopper of their own (phone and street), so the open-order limits of one test never touch another's. */
function shopper({ pin = COD_PIN, phone = `9${String(randomInt(0, 1e9)).padStart(9, "0")}`, street = `${randomInt(1, 999)} ${uniq()} Road` }: { pin?: string; phone?: string; street?: string } = {}) {
  return customer({ contact: phone, address: { line1: street, line2: "", city: "Pune", state: "maharashtra", postalCode: pin } });
}

const place = (body: unknown, options: { address?: string; session?: string } = {}) => call(codRoute, { body, ...options });

async function placed(productId: string, quantity = 1, who = shopper()) {
  const res = await place(orderBody([{ id: productId, quantity }], { customer: who }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body!.data as { orderId: string; orderNumber: string; totalPaise: number; codFeePaise: number; phone: string };
}

describe("POST /api/order/cod", () => {
  it("places the order with the fee, the total from the database's prices (never the request's), no stock taken, and the mail about the call", async () => {
    const [ring] = await pieces(1, { stock: 3, price: 2499 });
    const who = shopper({ phone: "+91 98111 22334" });
    const res = await place(orderBody([{ id: ring!.id, quantity: 2, price: 1 }], { customer: who, amount: 100 }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 1, msg: COD_MSG.placed });
    const data = res.body!.data as Record<string, unknown>;
    expect(data).toMatchObject({ totalPaise: 2 * 249900 + FEE, codFeePaise: FEE, phone: "9811122334" });

    const order = await db.order.findUniqueOrThrow({ where: { id: data.orderId as string }, include: { events: true, payments: true } });
    expect(order).toMatchObject({ status: "draft", source: "checkout", paymentMethod: "cod", codFeePaise: FEE, totalPaise: 2 * 249900 + FEE, shipPincode: COD_PIN, paidAt: null });
    expect(order.events.map((event) => event.status)).toEqual(["draft"]);
    expect(order.payments).toEqual([]);
    expect(await stockOf(ring!.id)).toBe(3);

    const mail = await latestMailTo(outbox, who.email as string);
    expect(mail).toContain(COD_MSG.mailAwaitsCall);
    expect(mail).toContain(COD_MSG.codFee);
    expect(mail).toContain("₹5,047");
  });

  it("carries the session's customer", async () => {
    const [ring] = await pieces(1);
    const buyer = await createCustomer();
    const res = await place(orderBody([{ id: ring!.id, quantity: 1 }], { customer: shopper() }), { session: await sessionOf(buyer) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await db.order.findUniqueOrThrow({ where: { id: (res.body!.data as { orderId: string }).orderId } })).customerId).toBe(buyer.id);
  });

  it("refuses a total with the fee over the owner's limit: 400 naming the limit, nothing stored", async () => {
    const [ring] = await pieces(1, { stock: 10, price: 9999 });
    const before = await db.order.count();
    // 2 × ₹9,999 + ₹49 = ₹20,047 > ₹20,000; the request's own amount says ₹1.
    const res = await place(orderBody([{ id: ring!.id, quantity: 2 }], { customer: shopper(), amount: 100 }));
    expect(res.status).toBe(400);
    expect(res.body!.msg).toBe(COD_MSG.overLimit(LIMIT));
    expect(res.body!.msg).toBe("Cash on delivery is available for orders up to ₹20,000.");
    expect(await db.order.count()).toBe(before);
  });

  it("refuses a PIN where cash on delivery is not offered, an unserved PIN, and the owner's switch off (400)", async () => {
    const [ring] = await pieces(1);
    const notCod = await place(orderBody([{ id: ring!.id, quantity: 1 }], { customer: shopper({ pin: NO_COD_PIN }) }));
    expect(notCod.status).toBe(400);
    expect(notCod.body!.msg).toBe("Cash on delivery is not available for 781001.");
    const blocked = await place(orderBody([{ id: ring!.id, quantity: 1 }], { customer: shopper({ pin: BLOCKED_PIN }) }));
    expect(blocked.status).toBe(400);
    expect(blocked.body!.msg).toBe(DELIVERY_MSG.notServedAtCheckout(BLOCKED_PIN));
    await settings({ codEnabled: false });
    try {
      const off = await place(orderBody([{ id: ring!.id, quantity: 1 }], { customer: shopper() }));
      expect(off.status).toBe(400);
    } finally {
      await settings();
    }
    expect(await db.order.count({ where: { paymentMethod: "cod", shipPincode: { in: [NO_COD_PIN, BLOCKED_PIN] } } })).toBe(0);
  });

  it("refuses bad bodies with the checkout's messages (400)", async () => {
    const [ring] = await pieces(1);
    const empty = await place(orderBody([], { customer: shopper() }));
    expect(empty.status).toBe(400);
    const badPin = await place(orderBody([{ id: ring!.id, quantity: 1 }], { customer: shopper({ pin: "12345" }) }));
    expect(badPin.status).toBe(400);
    expect(badPin.body!.msg).toBe(SELL_MSG.checkoutPostalCodeInvalid);
  });

  it("limits open COD orders per phone (any spelling of it) and per address (PIN + street, any case or punctuation): 409", async () => {
    const [ring] = await pieces(1, { stock: 50 });
    const phone = `9${String(randomInt(0, 1e9)).padStart(9, "0")}`;
    await placed(ring!.id, 1, shopper({ phone }));
    await placed(ring!.id, 1, shopper({ phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` }));
    const third = await place(orderBody([{ id: ring!.id, quantity: 1 }], { customer: shopper({ phone: `0${phone}` }) }));
    expect(third.status).toBe(409);
    expect(third.body!.msg).toBe(COD_MSG.tooManyOpen(2));

    const street = `${randomInt(1, 999)} ${uniq()} Lake Road`;
    await placed(ring!.id, 1, shopper({ street }));
    const second = await placed(ring!.id, 1, shopper({ street: `  ${street.toUpperCase()}.` }));
    const again = await place(orderBody([{ id: ring!.id, quantity: 1 }], { customer: shopper({ street: street.replace(" ", ", ") }) }));
    expect(again.status).toBe(409);

    // A delivered or cancelled order no longer counts.
    await db.order.update({ where: { id: second.orderId }, data: { status: "cancelled" } });
    await placed(ring!.id, 1, shopper({ street }));
  });

  it("two parallel requests for the last open slot: exactly one is placed", async () => {
    const [ring] = await pieces(1, { stock: 50 });
    const phone = `9${String(randomInt(0, 1e9)).padStart(9, "0")}`;
    await placed(ring!.id, 1, shopper({ phone }));
    const results = await Promise.all(Array.from({ length: 4 }, () => place(orderBody([{ id: ring!.id, quantity: 1 }], { customer: shopper({ phone }) }))));
    expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409, 409]);
    const open = await db.order.count({ where: { paymentMethod: "cod", customerPhone: phone } });
    expect(open).toBe(2);
  });

  it("limits COD orders per client address (429 with Retry-After)", async () => {
    const [ring] = await pieces(1, { stock: 100 });
    const address = newAddress();
    for (let i = 0; i < COD_ORDER_RATE_LIMIT.limit; i++) {
      expect((await place(orderBody([{ id: ring!.id, quantity: 1 }], { customer: shopper() }), { address })).status).toBe(201);
    }
    const refused = await place(orderBody([{ id: ring!.id, quantity: 1 }], { customer: shopper() }), { address });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("the back office's cash-on-delivery road", () => {
  it("Confirm takes the stock once; Mark shipped issues the invoice once; Mark delivered and paid records the cash; tracking shows the COD steps", async () => {
    const [ring] = await pieces(1, { stock: 3, price: 1500 });
    const who = shopper();
    const order = await placed(ring!.id, 2, who);

    const confirmed = await setStatus(token, order.orderId, { status: "confirmed" });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await stockOf(ring!.id)).toBe(1);
    const twice = await setStatus(token, order.orderId, { status: "confirmed" });
    expect(twice.status).toBe(409);
    expect(await stockOf(ring!.id)).toBe(1);
    const confirmAudit = await db.auditLog.findFirstOrThrow({ where: { entity: "order", entityId: order.orderId, action: "status" } });
    expect(confirmAudit.changes).toMatchObject({ status: ["draft", "confirmed"], stockTaken: [null, [ring!.id]] });
    expect(await latestMailTo(outbox, who.email as string)).toContain(COD_MSG.mailConfirmed);
    // Not yet shipped: no invoice.
    await expect(getInvoiceForDownload({ orderNumber: order.orderNumber, email: who.email as string })).rejects.toMatchObject({ message: SELL_MSG.invoiceNotReady });

    const shipped = await setStatus(token, order.orderId, { status: "shipped", courierName: "Delhivery", trackingNumber: "DL123" });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const invoice = await db.invoice.findUniqueOrThrow({ where: { orderId: order.orderId } });
    expect(await db.invoice.count({ where: { orderId: order.orderId } })).toBe(1);
    const download = await getInvoiceForDownload({ orderNumber: order.orderNumber, email: who.email as string });
    expect(download.number).toBe(invoice.number);

    const tracked = await call(trackRoute.POST, { body: { orderNumber: order.orderNumber, email: who.email } });
    expect(tracked.status).toBe(200);
    expect(tracked.body!.order).toMatchObject({ status: "shipped", paymentMethod: "cod", codFee: 49, invoice: true, totalAmount: 3049 });
    const steps = (tracked.body!.order as { timeline: { status: string; label: string }[] }).timeline;
    expect(steps.map((step) => step.status)).toEqual(["draft", "confirmed", "shipped"]);
    expect(steps[0]!.label).toBe(SELL_MSG.orderStatusLabel.draft);

    const delivered = await setStatus(token, order.orderId, { status: "delivered" });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    const row = await db.order.findUniqueOrThrow({ where: { id: order.orderId }, include: { payments: true } });
    expect(row.status).toBe("delivered");
    expect(row.paidAt).not.toBeNull();
    expect(row.payments).toHaveLength(1);
    expect(row.payments[0]).toMatchObject({ kind: "cod", status: "paid", amountPaise: 3_049_00 });
    // The invoice was issued once, at shipping.
    expect(await db.invoice.count({ where: { orderId: order.orderId } })).toBe(1);
    expect((await db.invoice.findUniqueOrThrow({ where: { orderId: order.orderId } })).number).toBe(invoice.number);
    // Delivered is final.
    expect((await setStatus(token, order.orderId, { status: "cancelled" })).status).toBe(409);
  });

  it("Confirm with a piece short of stock: 409 naming it, nothing changes", async () => {
    const [ring] = await pieces(1, { stock: 2 });
    const order = await placed(ring!.id, 2);
    // Sold elsewhere between the order and the confirmation call.
    await db.product.update({ where: { id: ring!.id }, data: { stock: 1 } });
    const res = await setStatus(token, order.orderId, { status: "confirmed" });
    expect(res.status).toBe(409);
    const name = (await db.product.findUniqueOrThrow({ where: { id: ring!.id } })).name;
    expect(res.body!.msg).toBe(COD_MSG.shortOfStock(name));
    expect(await stockOf(ring!.id)).toBe(1);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.orderId } })).status).toBe("draft");
    expect(await db.auditLog.count({ where: { entity: "order", entityId: order.orderId } })).toBe(0);
    expect(await db.orderEvent.count({ where: { orderId: order.orderId } })).toBe(1);
  });

  it("two owners confirming two orders for the last piece: one wins, the other is refused", async () => {
    const [ring] = await pieces(1, { stock: 1 });
    const first = await placed(ring!.id, 1);
    const second = await placed(ring!.id, 1);
    const results = await Promise.all([setStatus(token, first.orderId, { status: "confirmed" }), setStatus(token, second.orderId, { status: "confirmed" })]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await stockOf(ring!.id)).toBe(0);
  });

  it("Reject needs a reason (400), then cancels with the reason on the timeline, in the audit and in the mail", async () => {
    const [ring] = await pieces(1);
    const who = shopper();
    const order = await placed(ring!.id, 1, who);
    const bare = await setStatus(token, order.orderId, { status: "cancelled" });
    expect(bare.status).toBe(400);
    expect(bare.body!.msg).toBe(COD_MSG.reasonRequired);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.orderId } })).status).toBe("draft");

    const reason = "The phone number did not answer after three calls.";
    const res = await setStatus(token, order.orderId, { status: "cancelled", note: reason });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const step = await db.orderEvent.findFirstOrThrow({ where: { orderId: order.orderId, status: "cancelled" } });
    expect(step.note).toBe(COD_MSG.rejectedNote(reason));
    const audit = await db.auditLog.findFirstOrThrow({ where: { entity: "order", entityId: order.orderId } });
    expect(audit.changes).toMatchObject({ status: ["draft", "cancelled"], reason: [null, reason] });
    expect(await latestMailTo(outbox, who.email as string)).toContain(reason);
    expect(await stockOf(ring!.id)).toBe(5);
  });

  it("cancelling a confirmed or a shipped COD order restocks it and refunds nothing", async () => {
    const [ring] = await pieces(1, { stock: 4 });
    for (const until of ["confirmed", "shipped"] as const) {
      const order = await placed(ring!.id, 2);
      expect((await setStatus(token, order.orderId, { status: "confirmed" })).status).toBe(200);
      if (until === "shipped") expect((await setStatus(token, order.orderId, { status: "shipped" })).status).toBe(200);
      expect(await stockOf(ring!.id)).toBe(2);
      const res = await setStatus(token, order.orderId, { status: "cancelled" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await stockOf(ring!.id)).toBe(4);
      const row = await db.order.findUniqueOrThrow({ where: { id: order.orderId }, include: { payments: true, events: true } });
      expect(row).toMatchObject({ status: "cancelled", refundDue: false, paidAt: null });
      expect(row.payments).toEqual([]);
      expect(row.events.some((event) => event.actor === "gateway")).toBe(false);
      expect((await setStatus(token, order.orderId, { status: "cancelled" })).status).toBe(409);
      expect(await stockOf(ring!.id)).toBe(4);
    }
  });

  it("refuses moves off the COD road (409) and COD moves on a card order", async () => {
    const [ring] = await pieces(1, { stock: 10 });
    const order = await placed(ring!.id, 1);
    for (const to of ["acknowledged", "payment_pending", "paid", "processing", "shipped", "delivered"] as const) {
      const res = await setStatus(token, order.orderId, { status: to });
      expect(res.status, to).toBe(409);
      expect(res.body!.msg).toBe(ORDER_ADMIN_MSG.codConfirmFirst);
    }
    expect((await setStatus(token, order.orderId, { status: "confirmed" })).status).toBe(200);
    for (const to of ["processing", "delivered", "paid"] as const) expect((await setStatus(token, order.orderId, { status: to })).status, to).toBe(409);

    const card = await db.order.create({
      data: { orderNumber: `SA-T${uniq().toUpperCase()}`, status: "draft", source: "request", customerName: "A", customerEmail: "a@example.com", customerPhone: "9000000000", shipStreet: "1 Road", shipCity: "Pune", shipState: "Maharashtra", shipPincode: COD_PIN, shipCountry: "India", totalPaise: 100 },
    });
    const res = await setStatus(token, card.id, { status: "confirmed" });
    expect(res.status).toBe(409);
    expect(res.body!.msg).toBe(ORDER_ADMIN_MSG.confirmOnlyCod);
  });

  it("lists COD orders only with ?method=cod, each showing its method and fee", async () => {
    const [ring] = await pieces(1, { stock: 10 });
    const order = await placed(ring!.id, 1);
    const { GET } = await import("@/app/api/order/all/route");
    const { callAsAdmin } = await import("./admin-support");
    const res = await callAsAdmin(GET, token, { method: "GET", url: `http://localhost/api/order/all?method=cod&limit=100&q=${order.orderNumber}` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const orders = res.body!.orders as { orderNumber: string; payment: { method: string; codFee: number } }[];
    expect(orders.map((o) => o.orderNumber)).toEqual([order.orderNumber]);
    expect(orders[0]!.payment).toMatchObject({ method: "cod", codFee: 49 });
    const all = await callAsAdmin(GET, token, { method: "GET", url: "http://localhost/api/order/all?method=cod&limit=100" });
    expect((all.body!.orders as { payment: { method: string } }[]).every((o) => o.payment.method === "cod")).toBe(true);
    expect((await callAsAdmin(GET, token, { method: "GET", url: "http://localhost/api/order/all?method=card" })).status).toBe(400);
  });
});

describe("who may move a COD order", () => {
  it("refuses visitors (401) and customers (403) the new moves; nothing changes", async () => {
    const [ring] = await pieces(1, { stock: 3 });
    const order = await placed(ring!.id, 1);
    const statusRoute = await import("@/app/api/order/update-status/[id]/route");
    const buyer = await createCustomer();
    const session = await sessionOf(buyer);
    for (const body of [{ status: "confirmed" }, { status: "cancelled", note: "No" }]) {
      const visitor = await call(statusRoute.PATCH, { method: "PATCH", params: { id: order.orderId }, body });
      expect(visitor.status).toBe(401);
      const customerCall = await call(statusRoute.PATCH, { method: "PATCH", params: { id: order.orderId }, body, session });
      expect(customerCall.status).toBe(403);
    }
    expect((await db.order.findUniqueOrThrow({ where: { id: order.orderId } })).status).toBe("draft");
    expect(await stockOf(ring!.id)).toBe(3);
  });
});
