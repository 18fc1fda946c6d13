import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as trackRoute from "@/app/api/order/track/route";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import type { AdminOrderJSON } from "@/lib/schemas/admin-order";
import type { OrderStatus } from "@/lib/types/order";
import { env } from "@/env";
import { db } from "@/server/db";
import { latestMailTo } from "@/server/mail/outbox";
import { call } from "./accounts-support";
import { adminSessionOf, createAdmin, type TestAdmin } from "./admin-support";
import { linkPaidEvent, paidOrder, requestOrder, sendLink, setStatus } from "./admin-orders-support";
import { pieces, stockOf, webhook } from "./payments-support";
import { uniq } from "../support/factories";

// The back office's status buttons (back office §4, issue 14): the whole transition table, the
// cancel of a paid order (its pieces back in stock once, its money refunded through the gateway)
// under concurrency, the courier and tracking number reaching the shopper's tracking page, and
// the body never setting anything but the status.

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

const STATUSES: OrderStatus[] = ["draft", "acknowledged", "payment_pending", "paid", "processing", "shipped", "delivered", "cancelled"];

// Written out here, not imported, so the test checks the rule rather than repeating it.
const LEGAL = new Set([
  "draft>acknowledged",
  "draft>cancelled",
  "acknowledged>cancelled",
  "payment_pending>cancelled",
  "paid>processing",
  "paid>cancelled",
  "processing>shipped",
  "processing>cancelled",
  "shipped>delivered",
]);

const words = (status: string) => status.replace("_", " ");

describe("PATCH /api/order/update-status/{id}: the transition table", () => {
  it("allows exactly the table's moves (every one of the 8×8 pairs), each with its history step and audit entry", async () => {
    const [ring] = await pieces(1, { stock: 100 });
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        const order = await requestOrder([{ productId: ring!.id, quantity: 1 }]);
        await db.order.update({ where: { id: order.id }, data: { status: from } });
        const res = await setStatus(token, order.id, { status: to });
        const row = await db.order.findUniqueOrThrow({ where: { id: order.id } });
        const pair = `${from}>${to}`;
        if (LEGAL.has(pair)) {
          expect(res.status, `${pair}: ${JSON.stringify(res.body)}`).toBe(200);
          expect(res.body!.msg).toBe(`Order status updated to ${to}`);
          expect((res.body!.order as AdminOrderJSON).status).toBe(to);
          expect(row.status).toBe(to);
          const step = await db.orderEvent.findFirst({ where: { orderId: order.id, status: to, actor: `admin:${admin.id}` } });
          expect(step, pair).not.toBeNull();
          const audit = await db.auditLog.findFirstOrThrow({ where: { entity: "order", entityId: order.id, action: "status" } });
          expect(audit).toMatchObject({ adminId: admin.id, actor: admin.email });
          expect(audit.changes).toMatchObject({ status: [from, to] });
        } else {
          expect(res.status, `${pair}: ${JSON.stringify(res.body)}`).toBe(409);
          const msg = res.body!.msg as string;
          if (from === "payment_pending" && to === "paid") expect(msg).toBe(ORDER_ADMIN_MSG.paidByGateway);
          else if (from === "acknowledged" && to === "payment_pending") expect(msg).toBe(ORDER_ADMIN_MSG.useLinkButton);
          else if (from === to) expect(msg).toBe(`The order is already ${words(from)}.`);
          else expect(msg).toBe(`An order that is ${words(from)} cannot become ${words(to)}.`);
          expect(row.status).toBe(from);
          expect(await db.auditLog.count({ where: { entity: "order", entityId: order.id } })).toBe(0);
        }
      }
    }
  }, 120_000);

  it("refuses bad status values, bad and unknown ids (400/404), and any other field in the body (400)", async () => {
    const [ring] = await pieces(1, { stock: 5, price: 1500 });
    const order = await requestOrder([{ productId: ring!.id, quantity: 2 }]);

    for (const body of [{ status: "lost" }, { status: "" }, {}, { status: 3 }]) {
      const res = await setStatus(token, order.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await setStatus(token, "not-an-id", { status: "acknowledged" })).status).toBe(400);
    const unknown = await setStatus(token, "cnosuchorder0000000000000", { status: "acknowledged" });
    expect(unknown.status).toBe(404);
    expect(unknown.body!.msg).toBe(ORDER_ADMIN_MSG.notFound);

    // Mass assignment: a total, a customer, a payment in the body are refused, and nothing changes.
    for (const extra of [{ totalPaise: 1 }, { customerEmail: "thief@example.com" }, { paidAt: new Date().toISOString() }, { customer: { fullname: "X" } }]) {
      const res = await setStatus(token, order.id, { status: "acknowledged", ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }
    // A courier belongs to shipping only.
    expect((await setStatus(token, order.id, { status: "acknowledged", courierName: "Blue Dart" })).status).toBe(400);
    const row = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ status: "draft", totalPaise: 300000, customerEmail: order.contact.email, courierName: null });
  });

  it("ships with a courier and tracking number that the shopper's tracking page shows, and writes them on the history", async () => {
    const [ring] = await pieces(1, { stock: 5 });
    const order = await requestOrder([{ productId: ring!.id, quantity: 1 }]);
    await db.order.update({ where: { id: order.id }, data: { status: "processing" } });
    const res = await setStatus(token, order.id, { status: "shipped", courierName: " Blue Dart ", trackingNumber: "BD123456789IN" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body!.order).toMatchObject({ status: "shipped", courierName: "Blue Dart", trackingNumber: "BD123456789IN" });
    const step = await db.orderEvent.findFirstOrThrow({ where: { orderId: order.id, status: "shipped" } });
    expect(step.note).toBe("Shipped with Blue Dart, tracking number BD123456789IN.");
    const audit = await db.auditLog.findFirstOrThrow({ where: { entity: "order", entityId: order.id } });
    expect(audit.changes).toMatchObject({ status: ["processing", "shipped"], courierName: [null, "Blue Dart"], trackingNumber: [null, "BD123456789IN"] });

    // The customer's status mail names the courier and the tracking number.
    const mail = await latestMailTo(outbox, order.contact.email);
    expect(mail).toContain("Blue Dart");
    expect(mail).toContain("BD123456789IN");

    const tracked = await call(trackRoute.POST, { body: { orderNumber: order.orderNumber, email: order.contact.email } });
    expect(tracked.status, JSON.stringify(tracked.body)).toBe(200);
    expect(tracked.body!.order).toMatchObject({ status: "shipped", courierName: "Blue Dart", trackingNumber: "BD123456789IN" });

    expect((await setStatus(token, order.id, { status: "delivered", note: "Signed for by the customer." })).status).toBe(200);
    expect((await db.orderEvent.findFirstOrThrow({ where: { orderId: order.id, status: "delivered" } })).note).toBe("Signed for by the customer.");
  });
  it("stands when the status mail cannot be sent", async () => {
    const [ring] = await pieces(1);
    const order = await requestOrder([{ productId: ring!.id, quantity: 1 }]);
    // A file where the outbox folder should be: writing the mail fails.
    env.MAIL_OUTBOX_DIR = path.join(outbox, "not-a-folder", "\u0000");
    try {
      const res = await setStatus(token, order.id, { status: "acknowledged" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    } finally {
      env.MAIL_OUTBOX_DIR = outbox;
    }
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("acknowledged");
  });
});

describe("cancelling a paid order", () => {
  it("puts its pieces back in stock and refunds its payment through the gateway", async () => {
    const [ring, chain] = await pieces(2, { stock: 6, price: 2000 });
    const order = await paidOrder(token, [
      { productId: ring!.id, quantity: 2 },
      { productId: chain!.id, quantity: 1 },
    ]);
    expect(await stockOf(ring!.id)).toBe(4);
    expect(await stockOf(chain!.id)).toBe(5);
    expect((await setStatus(token, order.id, { status: "processing" })).status).toBe(200);

    const res = await setStatus(token, order.id, { status: "cancelled" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body!.msg).toBe("Order status updated to cancelled");
    expect(await stockOf(ring!.id)).toBe(6);
    expect(await stockOf(chain!.id)).toBe(6);
    const payment = await db.payment.findFirstOrThrow({ where: { orderId: order.id, status: { not: "created" } } });
    expect(payment).toMatchObject({ status: "refunded", refundId: expect.stringMatching(/^rfnd_LOCAL/) });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "cancelled", refundDue: false });
    const notes = (await db.orderEvent.findMany({ where: { orderId: order.id, status: "cancelled" }, orderBy: { createdAt: "asc" } })).map((e) => e.note);
    expect(notes).toEqual([ORDER_ADMIN_MSG.cancelledNote, ORDER_ADMIN_MSG.refundedNote(payment.razorpayPaymentId!)]);
    const audit = await db.auditLog.findFirstOrThrow({ where: { entity: "order", entityId: order.id, changes: { path: ["status", "1"], equals: "cancelled" } } });
    expect(audit.changes).toMatchObject({ status: ["processing", "cancelled"], restocked: [null, [ring!.id, chain!.id].sort()] });
  });

  it("keeps the order flagged 'refund due' when the gateway refuses the refund, and says so on its history", async () => {
    const [ring] = await pieces(1, { stock: 2 });
    const order = await paidOrder(token, [{ productId: ring!.id, quantity: 1 }]);
    // A payment id the local gateway never issued: it refuses to refund it, as Razorpay would.
    const payment = await db.payment.findFirstOrThrow({ where: { orderId: order.id, status: "paid" } });
    await db.payment.update({ where: { id: payment.id }, data: { razorpayPaymentId: `pay_ELSEWHERE${uniq()}`.replace(/[^A-Za-z0-9_]/g, "") } });

    const res = await setStatus(token, order.id, { status: "cancelled" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body!.order).toMatchObject({ status: "cancelled", refundDue: true });
    expect(await stockOf(ring!.id)).toBe(2);
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("paid");
    const notes = (await db.orderEvent.findMany({ where: { orderId: order.id, status: "cancelled" } })).map((e) => e.note ?? "");
    expect(notes.some((note) => note.includes("refund due"))).toBe(true);
  });

  it("two cancels at the same moment: one succeeds, the other is refused, stock comes back exactly once, one refund", async () => {
    const [ring] = await pieces(1, { stock: 3 });
    const order = await paidOrder(token, [{ productId: ring!.id, quantity: 2 }]);
    expect(await stockOf(ring!.id)).toBe(1);

    const results = await Promise.all([setStatus(token, order.id, { status: "cancelled" }), setStatus(token, order.id, { status: "cancelled" })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(ring!.id)).toBe(3);
    expect(await db.payment.count({ where: { orderId: order.id, status: "refunded" } })).toBe(1);
    expect(await db.auditLog.count({ where: { entity: "order", entityId: order.id, changes: { path: ["status", "1"], equals: "cancelled" } } })).toBe(1);
  });

  it("a cancel racing a ship: exactly one wins, and the stock matches the winner", async () => {
    for (let round = 0; round < 3; round++) {
      const [ring] = await pieces(1, { stock: 4 });
      const order = await paidOrder(token, [{ productId: ring!.id, quantity: 1 }]);
      expect((await setStatus(token, order.id, { status: "processing" })).status).toBe(200);

      const [cancel, ship] = await Promise.all([setStatus(token, order.id, { status: "cancelled" }), setStatus(token, order.id, { status: "shipped" })]);
      expect([cancel.status, ship.status].sort()).toEqual([200, 409]);
      const row = await db.order.findUniqueOrThrow({ where: { id: order.id } });
      if (cancel.status === 200) {
        expect(row.status).toBe("cancelled");
        expect(await stockOf(ring!.id)).toBe(4);
      } else {
        expect(row.status).toBe("shipped");
        expect(await stockOf(ring!.id)).toBe(3);
      }
    }
  });

  it("a cancelled order's link that is paid later is refunded, never paid, and the stock is untouched", async () => {
    const [ring] = await pieces(1, { stock: 2 });
    const order = await requestOrder([{ productId: ring!.id, quantity: 1 }]);
    expect((await setStatus(token, order.id, { status: "acknowledged" })).status).toBe(200);
    expect((await sendLink(token, order.id)).status).toBe(200);
    const event = await linkPaidEvent(order.id);

    const res = await setStatus(token, order.id, { status: "cancelled" });
    expect(res.status).toBe(200);
    expect((await db.orderEvent.findMany({ where: { orderId: order.id, status: "cancelled" } })).map((e) => e.note)).toContain(ORDER_ADMIN_MSG.linkLeftOpenNote);

    const paid = await webhook(event);
    expect(paid.body).toMatchObject({ data: { outcome: "not_payable" } });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "cancelled", refundDue: false });
    expect(await db.payment.count({ where: { orderId: order.id, status: "refunded" } })).toBe(1);
    expect(await stockOf(ring!.id)).toBe(2);
  });
});
