import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import * as invoiceRoute from "@/app/api/admin/orders/[id]/invoice/route";
import * as detailRoute from "@/app/api/admin/orders/[id]/route";
import * as listRoute from "@/app/api/order/all/route";
import * as linkRoute from "@/app/api/order/generate-payment-link/[id]/route";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import type { AdminOrderDetailJSON, AdminOrderListJSON } from "@/lib/schemas/admin-order";
import { env } from "@/env";
import { db } from "@/server/db";
import { latestMailTo } from "@/server/mail/outbox";
import { findLocalPaymentLink } from "@/server/payments/local-stand-ins";
import { uniq } from "../support/factories";
import { adminCookie, adminSessionOf, callAsAdmin, createAdmin, type TestAdmin } from "./admin-support";
import { linkPaidEvent, paidOrder, requestOrder, sendLink, setStatus } from "./admin-orders-support";
import { newPaymentId, pieces, stockOf, webhook } from "./payments-support";

// The back office's orders (back office §2 Admin orders, §7, §8; issue 14): the list (search,
// status filter, sorts, pages and the stats from SQL aggregates), the detail, the admin notes, and
// 'Send payment link' against the local gateway, whose payment_link.paid webhook pays the order once.

let admin: TestAdmin;
let token: string;
let outbox: string;
let originalOutbox: string;

beforeAll(async () => {
  admin = await createAdmin();
  token = await adminSessionOf(admin);
  originalOutbox = env.MAIL_OUTBOX_DIR;
  outbox = await mkdtemp(path.join(tmpdir(), "admin-orders-outbox-"));
  env.MAIL_OUTBOX_DIR = outbox;
});
afterAll(async () => {
  env.MAIL_OUTBOX_DIR = originalOutbox;
  await rm(outbox, { recursive: true, force: true });
});

async function list(query: Record<string, string> = {}) {
  const res = await callAsAdmin(listRoute.GET, token, { method: "GET", url: `http://localhost/api/order/all?${new URLSearchParams(query)}` });
  return res;
}

async function listOk(query: Record<string, string> = {}): Promise<AdminOrderListJSON> {
  const res = await list(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as AdminOrderListJSON;
}

const detail = (id: string) => callAsAdmin(detailRoute.GET, token, { method: "GET", params: { id } });

describe("GET /api/order/all", () => {
  it("searches number, name and e-mail (literally), filters by status, sorts and pages", async () => {
    const tag = `Zq${uniq()}`.replace(/[^A-Za-z0-9]/g, "");
    const [ring] = await pieces(1, { stock: 50, price: 1000 });
    const a = await requestOrder([{ productId: ring!.id, quantity: 1 }], { name: `Asha ${tag}` });
    const b = await requestOrder([{ productId: ring!.id, quantity: 3 }], { email: `${tag.toLowerCase()}@example.com` });
    const c = await requestOrder([{ productId: ring!.id, quantity: 2 }], { name: `Ravi ${tag}` });
    await db.order.update({ where: { id: c.id }, data: { status: "acknowledged" } });

    const found = await listOk({ q: tag.toUpperCase() });
    expect(found.orders.map((o) => o._id).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(found).toMatchObject({ total: 3, page: 1, pages: 1, limit: 20 });
    expect((await listOk({ q: a.orderNumber })).orders.map((o) => o._id)).toEqual([a.id]);

    // Newest first by default; by total both ways.
    expect((await listOk({ q: tag })).orders.map((o) => o._id)).toEqual([c.id, b.id, a.id]);
    expect((await listOk({ q: tag, sort: "totalAmount", order: "asc" })).orders.map((o) => o.totalAmount)).toEqual([1000, 2000, 3000]);
    expect((await listOk({ q: tag, sort: "totalAmount", order: "desc" })).orders.map((o) => o._id)).toEqual([b.id, c.id, a.id]);

    expect((await listOk({ q: tag, status: "acknowledged" })).orders.map((o) => o._id)).toEqual([c.id]);
    expect((await listOk({ q: tag, status: "draft" })).total).toBe(2);
    // A cash-on-delivery draft awaits the owner's call: "awaiting_confirmation" finds it, "draft" no longer does.
    await db.order.update({ where: { id: a.id }, data: { paymentMethod: "cod" } });
    expect((await listOk({ q: tag, status: "awaiting_confirmation" })).orders.map((o) => o._id)).toEqual([a.id]);
    expect((await listOk({ q: tag, status: "draft" })).orders.map((o) => o._id)).toEqual([b.id]);
    await db.order.update({ where: { id: a.id }, data: { paymentMethod: null } });

    const page2 = await listOk({ q: tag, limit: "2", page: "2" });
    expect(page2).toMatchObject({ total: 3, page: 2, pages: 2, limit: 2 });
    expect(page2.orders.map((o) => o._id)).toEqual([a.id]);

    // % and _ are matched as themselves, not as wildcards.
    expect((await listOk({ q: `${tag}%` })).total).toBe(0);
    expect((await listOk({ q: "%" })).orders.every((o) => `${o.orderNumber}${o.customer.fullname}${o.customer.email}`.includes("%"))).toBe(true);

    const first = found.orders.find((o) => o._id === b.id)!;
    expect(first).toMatchObject({
      orderNumber: b.orderNumber,
      status: "draft",
      totalAmount: 3000,
      customer: { fullname: "Kabir Singh", email: b.contact.email, phoneNumber: "9123456780", shippingAddress: { street: "7 Park Street", city: "Kolkata", state: "West Bengal", pincode: "700016", country: "India" } },
      products: [{ product_id: { _id: ring!.id, name: ring!.name }, quantity: 3, unitPrice: 1000, totalPrice: 3000 }],
      payment: { method: null, paymentLink: null },
    });
  });

  it("answers the stats over every order: total, revenue of delivered orders in rupees, pending, completed", async () => {
    const [ring] = await pieces(1, { stock: 50, price: 1234 });
    const delivered = await requestOrder([{ productId: ring!.id, quantity: 2 }]);
    await db.order.update({ where: { id: delivered.id }, data: { status: "delivered" } });
    await requestOrder([{ productId: ring!.id, quantity: 1 }]);

    const { stats } = await listOk({ status: "cancelled" });
    const groups = await db.order.groupBy({ by: ["status"], _count: { _all: true } });
    const count = (statuses: string[]) => groups.filter((g) => statuses.includes(g.status)).reduce((sum, g) => sum + g._count._all, 0);
    const deliveredSum = await db.order.aggregate({ where: { status: "delivered" }, _sum: { totalPaise: true } });
    expect(stats).toEqual({
      total: await db.order.count(),
      revenue: (deliveredSum._sum.totalPaise ?? 0) / 100,
      pending: count(["draft", "acknowledged", "payment_pending"]),
      completed: count(["delivered"]),
    });
    expect(stats.revenue).toBeGreaterThanOrEqual(2468);
  });

  it("refuses bad queries with a 400", async () => {
    const bad: Record<string, string>[] = [{ status: "lost" }, { sort: "name" }, { order: "up" }, { page: "0" }, { limit: "101" }, { limit: "x" }];
    for (const query of bad) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe("POST /api/order/generate-payment-link/{id}", () => {
  it("refuses in words an order above Razorpay's per-payment limit, and changes nothing (issue 40)", async () => {
    // Two pieces at ₹3,00,000: an order request of ₹6,00,000, above the ₹5,00,000 a payment can take.
    const [piece] = await pieces(1, { stock: 3, price: 300_000 });
    const order = await requestOrder([{ productId: piece!.id, quantity: 2 }]);
    expect((await setStatus(token, order.id, { status: "acknowledged" })).status).toBe(200);

    const res = await sendLink(token, order.id, { paymentMethod: "paytm" });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body!.msg).toBe(ORDER_ADMIN_MSG.linkAboveCardLimit("₹6,00,000", "₹5,00,000"));
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "acknowledged", paymentLink: null, paymentLinkId: null });
  });

  it("sends a link for the order's own total from an acknowledged order; the webhook then pays it exactly once", async () => {
    const [ring] = await pieces(1, { stock: 3, price: 2500 });
    const order = await requestOrder([{ productId: ring!.id, quantity: 2 }]);

    const early = await sendLink(token, order.id);
    expect(early.status).toBe(409);
    expect(early.body!.msg).toBe(ORDER_ADMIN_MSG.linkNotAllowed("draft"));

    expect((await setStatus(token, order.id, { status: "acknowledged" })).status).toBe(200);
    // The amount is never the browser's.
    expect((await sendLink(token, order.id, { paymentMethod: "paytm", amount: 1 })).status).toBe(400);
    expect((await sendLink(token, order.id, { paymentMethod: "cash" })).status).toBe(400);

    const res = await sendLink(token, order.id, { paymentMethod: "paytm" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body!.msg).toBe("Payment link generated successfully via paytm");
    const url = (res.body!.paymentLink as { url: string }).url;
    expect(res.body!.order).toMatchObject({ status: "payment_pending", payment: { method: "paytm", paymentLink: url } });
    const row = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(await findLocalPaymentLink(row.paymentLinkId!)).toMatchObject({ amountPaise: 500000, current: true });
    const audit = await db.auditLog.findFirstOrThrow({ where: { entity: "order", entityId: order.id, summary: { contains: "payment link" } } });
    expect(audit.changes).toMatchObject({ status: ["acknowledged", "payment_pending"], paymentLink: [null, url], paymentMethod: [null, "paytm"] });

    // The customer is mailed the link.
    expect(await latestMailTo(outbox, order.contact.email)).toContain(url);

    // Sent again (payment pending): a new link replaces it; without a body the method is phonepe.
    const again = await callAsAdminNoBody(order.id);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body!.msg).toBe("Payment link generated successfully via phonepe");
    expect((again.body!.paymentLink as { url: string }).url).not.toBe(url);

    // Razorpay delivers its payment_link.paid event three times at once: one payment, one sale.
    const event = await linkPaidEvent(order.id, newPaymentId());
    const eventId = `evt_T${uniq()}`;
    const deliveries = await Promise.all([webhook(event, { eventId }), webhook(event, { eventId }), webhook(event, { eventId })]);
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200]);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "paid" });
    expect(await stockOf(ring!.id)).toBe(1);
    expect(await db.orderEvent.count({ where: { orderId: order.id, status: "paid" } })).toBe(1);
    expect(await db.payment.count({ where: { orderId: order.id, status: "paid" } })).toBe(1);

    // Paid: no more links.
    expect((await sendLink(token, order.id)).status).toBe(409);
    expect((await sendLink(token, "cnosuchorder0000000000000")).status).toBe(404);
    expect((await sendLink(token, "bad id")).status).toBe(400);
  });
});

/** The button's call without a body: the default method. */
function callAsAdminNoBody(id: string) {
  return callAsAdmin(linkRoute.POST, token, { method: "POST", params: { id }, raw: "", headers: { "content-type": "" } });
}

describe("GET and PATCH /api/admin/orders/{id}", () => {
  it("answers the whole order: lines, address, notes, payments with the gateway's ids, the history and the admin notes", async () => {
    const [ring] = await pieces(1, { stock: 4, price: 1800 });
    const order = await paidOrder(token, [{ productId: ring!.id, quantity: 1 }]);
    expect((await setStatus(token, order.id, { status: "processing" })).status).toBe(200);

    const res = await detail(order.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body!.order as AdminOrderDetailJSON;
    expect(body).toMatchObject({
      _id: order.id,
      orderNumber: order.orderNumber,
      status: "processing",
      totalAmount: 1800,
      adminNotes: "",
      customerNotes: null,
      products: [{ name: ring!.name, code: ring!.code, quantity: 1, unitPrice: 1800, totalPrice: 1800 }],
      payment: { method: "phonepe", paymentLink: expect.stringContaining("/pay/plink_LOCAL") },
    });
    expect(body.payments).toEqual([
      expect.objectContaining({ kind: "payment_link", status: "paid", amount: 1800, paymentLinkId: expect.stringMatching(/^plink_LOCAL/), razorpayPaymentId: expect.stringMatching(/^pay_LOCAL/) }),
    ]);
    const statusSteps = body.events.filter((e) => e.kind === "status").map((e) => e.status);
    expect(statusSteps).toEqual(["draft", "acknowledged", "payment_pending", "paid", "processing"]);
    // Each status move is one line: its audit entry (kept in the audit log) is not repeated as "Edited by the shop".
    expect(body.events.filter((e) => e.kind === "audit")).toEqual([]);
    const audited = await db.auditLog.findMany({ where: { entity: "order", entityId: order.id }, select: { action: true, actor: true } });
    expect(audited).toEqual([
      { action: "status", actor: admin.email },
      { action: "status", actor: admin.email },
      { action: "status", actor: admin.email },
    ]);
    // The owner's notes are not a status move: they stay on the timeline.
    await callAsAdmin(detailRoute.PATCH, token, { method: "PATCH", params: { id: order.id }, body: { adminNotes: "Gift wrap" } });
    const withNotes = (await detail(order.id)).body!.order as AdminOrderDetailJSON;
    expect(withNotes.events.filter((e) => e.kind === "audit").map((e) => e.actor)).toEqual([admin.email]);
    // The admin's status steps name the admin by e-mail, not by the id the history stores.
    const acknowledged = body.events.find((e) => e.kind === "status" && e.status === "acknowledged");
    expect(acknowledged?.actor).toBe(admin.email);
    expect(body.events.map((e) => e.at)).toEqual([...body.events.map((e) => e.at)].sort());

    expect((await detail("cnosuchorder0000000000000")).status).toBe(404);
    expect((await detail("nope")).status).toBe(400);
  });

  it("links the order's invoice, which the owner downloads as a PDF; none before the order is paid", async () => {
    const [ring] = await pieces(1, { stock: 4, price: 2100 });
    const paid = await paidOrder(token, [{ productId: ring!.id, quantity: 1 }]);
    const invoice = await db.invoice.findUniqueOrThrow({ where: { orderId: paid.id }, select: { number: true } });
    const body = (await detail(paid.id)).body!.order as AdminOrderDetailJSON;
    expect(body.invoice).toEqual({ number: invoice.number, issuedAt: expect.any(String), url: `/api/admin/orders/${paid.id}/invoice` });
    expect(body.creditNotes).toEqual([]);

    const pdf = await downloadInvoice(paid.id, token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="invoice-${invoice.number.replaceAll("/", "-")}.pdf"`);
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const unpaid = await requestOrder([{ productId: ring!.id, quantity: 1 }]);
    expect(((await detail(unpaid.id)).body!.order as AdminOrderDetailJSON).invoice).toBeNull();
    const none = await downloadInvoice(unpaid.id, token);
    expect(none.status).toBe(404);
    expect(none.bytes.subarray(0, 5).toString("latin1")).not.toBe("%PDF-");
    // Nobody else: without the owner's session the same address is refused.
    expect((await downloadInvoice(paid.id, null)).status).toBe(401);
  });

  it("shows each step of the order's return requests on its timeline, and links their credit notes", async () => {
    const [ring] = await pieces(1, { stock: 4, price: 2500 });
    const paid = await paidOrder(token, [{ productId: ring!.id, quantity: 1 }]);
    const invoice = await db.invoice.findUniqueOrThrow({ where: { orderId: paid.id }, select: { id: true } });
    const number = `RT-T-${uniq()}`;
    const request = await db.returnRequest.create({
      data: {
        number,
        orderId: paid.id,
        kind: "return",
        reason: "damaged",
        requestedBy: "tracking",
        status: "refunded",
        events: {
          create: [
            { status: "requested", actor: "tracking", createdAt: new Date(Date.now() + 1_000) },
            { status: "approved", actor: `admin:${admin.id}`, createdAt: new Date(Date.now() + 2_000) },
            { status: "refunded", actor: `admin:${admin.id}`, note: "Refunded ₹2,500.00", createdAt: new Date(Date.now() + 3_000) },
          ],
        },
      },
    });
    const noteNumber = `CN/T/${uniq()}`;
    await db.creditNote.create({
      data: { returnId: request.id, orderId: paid.id, invoiceId: invoice.id, number: noteNumber, financialYear: "T", sequence: 1, amountPaise: 250000, seller: {}, taxRateBps: 300, placeOfSupply: "Karnataka" },
    });

    const body = (await detail(paid.id)).body!.order as AdminOrderDetailJSON;
    const returnSteps = body.events.filter((e) => e.kind === "return");
    expect(returnSteps.map((e) => e.note)).toEqual([`${number}: requested by the shopper`, `${number}: approved`, `${number}: refunded\nRefunded ₹2,500.00`]);
    // An admin's step names the admin by e-mail, as the order's own steps do.
    expect(returnSteps.map((e) => e.actor)).toEqual(["tracking", admin.email, admin.email]);
    expect(body.events.at(-1)?.kind).toBe("return");
    expect(body.creditNotes).toEqual([{ number: noteNumber, issuedAt: expect.any(String), amount: 2500, url: `/api/admin/returns/${request.id}/credit-note` }]);
  });

  it("saves the admin notes (audited), refusing any other field", async () => {
    const [ring] = await pieces(1);
    const order = await requestOrder([{ productId: ring!.id, quantity: 1 }]);
    const patch = (body: unknown) => callAsAdmin(detailRoute.PATCH, token, { method: "PATCH", params: { id: order.id }, body });

    const res = await patch({ adminNotes: "Gift wrap; call before delivery." });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body!.msg).toBe(ORDER_ADMIN_MSG.notesSaved);
    expect((res.body!.order as AdminOrderDetailJSON).adminNotes).toBe("Gift wrap; call before delivery.");
    const audit = await db.auditLog.findFirstOrThrow({ where: { entity: "order", entityId: order.id, action: "update" } });
    expect(audit.changes).toEqual({ adminNotes: ["", "Gift wrap; call before delivery."] });

    expect((await patch({ adminNotes: "x", totalPaise: 1 })).status).toBe(400);
    expect((await patch({ adminNotes: "x".repeat(5001) })).status).toBe(400);
    expect((await patch({})).status).toBe(400);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ totalPaise: order.totalPaise, adminNotes: "Gift wrap; call before delivery." });
  });
});

/** GET /api/admin/orders/{id}/invoice with the admin's cookie (or none): the status, headers and raw bytes. */
async function downloadInvoice(id: string, adminToken: string | null) {
  const headers: Record<string, string> = { origin: env.siteUrl, "sec-fetch-site": "same-origin" };
  if (adminToken) headers.cookie = adminCookie(adminToken);
  const request = new NextRequest(`http://localhost/api/admin/orders/${id}/invoice`, { method: "GET", headers });
  const response = await invoiceRoute.GET(request, { params: Promise.resolve({ id }) });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
