import { execFile } from "node:child_process";
import { randomInt } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as listRoute from "@/app/api/admin/notifications/route";
import * as retryRoute from "@/app/api/admin/notifications/[id]/retry/route";
import { env } from "@/env";
import { NOTIFY_MSG } from "@/lib/notify/notify-messages";
import { formatRupees } from "@/lib/format";
import { COD_MSG } from "@/lib/messages/cod";
import { db } from "@/server/db";
import { latestMailTo } from "@/server/mail/outbox";
import { whatsappMessagesTo } from "@/server/notify/whatsapp-outbox";
import { retryDueNotifications } from "@/server/notify/whatsapp";
import { queueReturnWhatsApp } from "@/server/notify/queue-order-whatsapp";
import { getOrderById } from "@/server/orders/get-order";
import { createOrder } from "@/server/orders/create-order";
import { sendOrderMail } from "@/server/orders/send-order-mail";
import { call } from "./accounts-support";
import { adminSessionOf, callAsAdmin, createAdmin } from "./admin-support";
import { setStatus } from "./admin-orders-support";
import { checkoutSuccess, createPaymentOrder, customer, orderBody, pieces, verify } from "./payments-support";
import { FAKE_PHONE_NUMBER_ID, FAKE_WHATSAPP_TOKEN, type FakeWhatsApp, startFakeWhatsApp } from "../support/fake-whatsapp";

// Order updates on WhatsApp (issue 22 part 3), through the real routes and database: the checkout's
// opt-in is kept on the order; a paid, shipped or returned order of a shopper who opted in queues one
// message per event (never two), sent into the local outbox without keys or through the Cloud API
// (a fake on 127.0.0.1) with them; a failure never touches the order, is retried with backoff by
// the sweep (two sweeps at once send once), and is listed and retried by the owner (audited).

let outbox: string;
let whatsappOutbox: string;
let fake: FakeWhatsApp;
const original = { mail: env.MAIL_OUTBOX_DIR, dir: env.WHATSAPP_OUTBOX_DIR, token: env.WHATSAPP_TOKEN, phone: env.WHATSAPP_PHONE_NUMBER_ID, base: env.WHATSAPP_API_BASE };

beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), "notify-outbox-"));
  whatsappOutbox = path.join(outbox, "wa");
  env.MAIL_OUTBOX_DIR = outbox;
  env.WHATSAPP_OUTBOX_DIR = whatsappOutbox;
  fake = await startFakeWhatsApp();
});

afterEach(() => {
  useOutbox();
  fake.failNext(0);
});

afterAll(async () => {
  env.MAIL_OUTBOX_DIR = original.mail;
  env.WHATSAPP_OUTBOX_DIR = original.dir;
  useOutbox();
  await fake.close();
  await rm(outbox, { recursive: true, force: true });
});

function useCloudApi() {
  env.WHATSAPP_TOKEN = FAKE_WHATSAPP_TOKEN;
  env.WHATSAPP_PHONE_NUMBER_ID = FAKE_PHONE_NUMBER_ID;
  env.WHATSAPP_API_BASE = fake.baseUrl;
}

function useOutbox() {
  env.WHATSAPP_TOKEN = original.token;
  env.WHATSAPP_PHONE_NUMBER_ID = original.phone;
  env.WHATSAPP_API_BASE = original.base;
}

/** A mobile of the test's own (10 digits), so the outbox and the fake are read per test. */
const newMobile = () => `9${String(randomInt(0, 1e9)).padStart(9, "0")}`;

/** A checkout paid through the verify route; the shopper's phone and opt-in as given. */
async function paidCheckout({ phone = newMobile(), optIn }: { phone?: string; optIn?: unknown }) {
  const [piece] = await pieces(1, { price: 2499 });
  const shopper = customer({ contact: phone, ...(optIn === undefined ? {} : { whatsappOptIn: optIn }) });
  const started = await createPaymentOrder(orderBody([{ id: piece!.id, quantity: 1 }], { customer: shopper }));
  const verified = await verify({ orderId: started.orderId, ...checkoutSuccess(started.razorpayOrderId) });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const order = await db.order.findUniqueOrThrow({ where: { id: started.orderId } });
  expect(order.status).toBe("paid");
  return { order, to: `91${phone}` };
}

const notificationsOf = (orderId: string) => db.notification.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } });

describe("the checkout's opt-in and the local outbox", () => {
  it("an opted-in order's payment sends one payment_received message into the outbox, with its parameters in order", async () => {
    const { order, to } = await paidCheckout({ optIn: true });
    expect(order.whatsappOptIn).toBe(true);
    const messages = await whatsappMessagesTo(whatsappOutbox, to);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      to,
      template: "payment_received",
      language: "en",
      params: ["Asha", order.orderNumber, formatRupees(order.totalPaise), `${env.siteUrl}/track-order?order=${encodeURIComponent(order.orderNumber)}`],
    });
    const [row, ...others] = await notificationsOf(order.id);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({ dedupeKey: `order:${order.id}:paid`, to, template: "payment_received", status: "sent", attempts: 1, lastError: null });
    expect(row!.providerMessageId).toMatch(/^outbox:/);
    expect(row!.sentAt).not.toBeNull();
  });

  it("without the opt-in (absent or false) nothing is queued or sent", async () => {
    for (const optIn of [undefined, false]) {
      const { order, to } = await paidCheckout({ optIn });
      expect(order.whatsappOptIn).toBe(false);
      expect(await notificationsOf(order.id)).toHaveLength(0);
      expect(await whatsappMessagesTo(whatsappOutbox, to)).toHaveLength(0);
    }
  });

  it("an opt-in that is not true or false is refused with the form's message", async () => {
    const [piece] = await pieces(1);
    const { POST } = await import("@/app/api/payments/create-order/route");
    const res = await call(POST, { body: orderBody([{ id: piece!.id, quantity: 1 }], { customer: customer({ whatsappOptIn: "yes" }) }) });
    expect(res.status).toBe(400);
    expect(res.body!.msg).toBe(NOTIFY_MSG.optInInvalid);
  });

  it("a number that is not an Indian mobile is skipped", async () => {
    const { order } = await paidCheckout({ phone: "2212345678", optIn: true });
    expect(order.whatsappOptIn).toBe(true);
    expect(await notificationsOf(order.id)).toHaveLength(0);
  });

  it("the same event twice sends once (the dedupe key)", async () => {
    const { order, to } = await paidCheckout({ optIn: true });
    const again = (await getOrderById(order.id))!;
    await sendOrderMail("paid", again);
    await sendOrderMail("paid", again);
    expect(await notificationsOf(order.id)).toHaveLength(1);
    expect(await whatsappMessagesTo(whatsappOutbox, to)).toHaveLength(1);
  });

  it("shipped carries the courier, the tracking number and the link; a return step has its own message", async () => {
    const admin = await createAdmin();
    const token = await adminSessionOf(admin);
    const { order, to } = await paidCheckout({ optIn: true });
    expect((await setStatus(token, order.id, { status: "processing" })).status).toBe(200);
    const shipped = await setStatus(token, order.id, { status: "shipped", courierName: "Blue Dart", trackingNumber: "BD123456789IN" });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const delivered = await setStatus(token, order.id, { status: "delivered" });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    const id = await queueReturnWhatsApp("approved", { orderId: order.id, returnNumber: "RT-TEST-1" });
    expect(id).not.toBeNull();
    expect(await queueReturnWhatsApp("approved", { orderId: order.id, returnNumber: "RT-TEST-1" })).toBeNull();
    const messages = await whatsappMessagesTo(whatsappOutbox, to);
    expect(messages.map((message) => message.template)).toEqual(["payment_received", "order_shipped", "order_delivered", "return_approved"]);
    expect(messages[1]!.params).toEqual(["Asha", order.orderNumber, "Blue Dart", "BD123456789IN", expect.stringContaining("/track-order?order=")]);
    expect(messages[2]!.params).toEqual(["Asha", order.orderNumber, "7", expect.stringContaining("/track-order?order=")]);
    expect(messages[3]!.params).toEqual(["Asha", "RT-TEST-1", order.orderNumber, expect.stringContaining("/track-order?order=")]);
    expect((await notificationsOf(order.id)).map((row) => row.dedupeKey)).toEqual([
      `order:${order.id}:paid`,
      `order:${order.id}:shipped`,
      `order:${order.id}:delivered`,
      `order:${order.id}:return:RT-TEST-1:approved`,
    ]);
  });
});

describe("a cash-on-delivery order", () => {
  it("placed with the opt-in sends cod_order_placed with the amount to pay", async () => {
    const [piece] = await pieces(1, { price: 1500 });
    const phone = newMobile();
    const order = await createOrder({
      source: "checkout",
      status: "draft",
      paymentMethod: "cod",
      codFeePaise: 4900,
      whatsappOptIn: true,
      customerId: null,
      contact: { name: "Meera Iyer", email: `meera.${randomInt(0, 1e9)}@example.com`, phone },
      address: { street: "1 MG Road", city: "Bengaluru", state: "Karnataka", pincode: "560001", country: "India" },
      lines: [{ productId: piece!.id, quantity: 1 }],
      actor: "visitor",
    });
    await sendOrderMail("placed", order);
    const messages = await whatsappMessagesTo(whatsappOutbox, `91${phone}`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ template: "cod_order_placed", params: ["Meera", order.orderNumber, formatRupees(order.totalPaise), expect.stringContaining("/track-order?order=")] });
  });

  it("confirmed by the owner sends cod_order_confirmed and its mail; the history keeps only the owner's note", async () => {
    const admin = await createAdmin();
    const token = await adminSessionOf(admin);
    const [piece] = await pieces(1, { price: 1800, stock: 5 });
    const phone = newMobile();
    const email = `ravi.${randomInt(0, 1e9)}@example.com`;
    const order = await createOrder({
      source: "checkout",
      status: "draft",
      paymentMethod: "cod",
      codFeePaise: 4900,
      whatsappOptIn: true,
      customerId: null,
      contact: { name: "Ravi Kumar", email, phone },
      address: { street: "2 MG Road", city: "Bengaluru", state: "Karnataka", pincode: "560001", country: "India" },
      lines: [{ productId: piece!.id, quantity: 1 }],
      actor: "visitor",
    });
    // The mail's "questions?" line gives the owner's phone from Settings, not the demo's placeholder.
    const saved = await db.siteSettings.findUnique({ where: { id: 1 }, select: { contactPhone: true } });
    await db.siteSettings.upsert({ where: { id: 1 }, create: { id: 1, contactPhone: "+91 98290 12345" }, update: { contactPhone: "+91 98290 12345" } });
    try {
      const confirmed = await setStatus(token, order.id, { status: "confirmed" });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    } finally {
      await db.siteSettings.update({ where: { id: 1 }, data: { contactPhone: saved?.contactPhone ?? "" } });
    }
    const messages = await whatsappMessagesTo(whatsappOutbox, `91${phone}`);
    expect(messages.map((message) => message.template)).toEqual(["cod_order_confirmed"]);
    expect(messages[0]!.params).toEqual(["Ravi", order.orderNumber, formatRupees(order.totalPaise), expect.stringContaining("/track-order?order=")]);
    const mail = await latestMailTo(outbox, email);
    expect(mail).toContain(COD_MSG.mailConfirmed);
    expect(mail).toContain("+91 98290 12345");
    expect(mail).not.toContain("+91 00000 00000");
    // No words put in the owner's mouth: the step has no note unless the owner wrote one.
    const step = await db.orderEvent.findFirstOrThrow({ where: { orderId: order.id, status: "confirmed" } });
    expect(step.note).toBeNull();

    const [other] = await pieces(1, { price: 1800, stock: 5 });
    const second = await createOrder({
      source: "checkout",
      status: "draft",
      paymentMethod: "cod",
      codFeePaise: 4900,
      whatsappOptIn: false,
      customerId: null,
      contact: { name: "Ravi Kumar", email, phone: newMobile() },
      address: { street: "2 MG Road", city: "Bengaluru", state: "Karnataka", pincode: "560001", country: "India" },
      lines: [{ productId: other!.id, quantity: 1 }],
      actor: "visitor",
    });
    expect((await setStatus(token, second.id, { status: "confirmed", note: "Confirmed on WhatsApp with Ravi." })).status).toBe(200);
    expect((await db.orderEvent.findFirstOrThrow({ where: { orderId: second.id, status: "confirmed" } })).note).toBe("Confirmed on WhatsApp with Ravi.");
  });
});

describe("the order request form's opt-in", () => {
  const requestBody = (productId: string, phone: string, optIn?: unknown) => ({
    customer: {
      fullname: "Kabir Singh",
      email: `kabir.${randomInt(0, 1e9)}@example.com`,
      phoneNumber: phone,
      shippingAddress: { street: "7 Park Street", city: "Kolkata", state: "West Bengal", pincode: "700016", country: "India" },
      ...(optIn === undefined ? {} : { whatsappOptIn: optIn }),
    },
    products: [{ product_id: productId, quantity: 1 }],
  });

  it("an opted-in request sends order_received; a bad value is refused with its message", async () => {
    const { POST } = await import("@/app/api/order/create/route");
    const [piece] = await pieces(1);
    const phone = newMobile();
    const res = await call(POST, { body: requestBody(piece!.id, phone, true) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const orderId = (res.body!.order as { _id: string })._id;
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).whatsappOptIn).toBe(true);
    const messages = await whatsappMessagesTo(whatsappOutbox, `91${phone}`);
    expect(messages.map((message) => message.template)).toEqual(["order_received"]);
    expect(messages[0]!.params.slice(0, 2)).toEqual(["Kabir", (res.body!.order as { orderNumber: string }).orderNumber]);

    const refused = await call(POST, { body: requestBody(piece!.id, newMobile(), "maybe") });
    expect(refused.status).toBe(400);
    expect(refused.body!.msg).toBe(NOTIFY_MSG.optInInvalid);

    const plain = await call(POST, { body: requestBody(piece!.id, newMobile()) });
    expect(plain.status).toBe(201);
    expect((await db.order.findUniqueOrThrow({ where: { id: (plain.body!.order as { _id: string })._id } })).whatsappOptIn).toBe(false);
  });
});

describe("the Cloud API driver (against a fake)", () => {
  it("sends the template as Meta documents it and keeps the message id", async () => {
    useCloudApi();
    const { order, to } = await paidCheckout({ optIn: true });
    const request = fake.requests.find((r) => r.body.to === to);
    expect(request?.authorization).toBe(`Bearer ${FAKE_WHATSAPP_TOKEN}`);
    expect(request?.body).toMatchObject({
      messaging_product: "whatsapp",
      to,
      type: "template",
      template: { name: "payment_received", language: { code: "en" }, components: [{ type: "body", parameters: [{ type: "text", text: "Asha" }, { type: "text", text: order.orderNumber }, { type: "text" }, { type: "text" }] }] },
    });
    const [row] = await notificationsOf(order.id);
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
    expect(row!.providerMessageId).toMatch(/^wamid\.FAKE/);
    expect(await whatsappMessagesTo(whatsappOutbox, to)).toHaveLength(0);
  });

  it("a 500 leaves the order paid and the message pending with its error and next try; the sweep sends it later", async () => {
    useCloudApi();
    fake.failNext(1, 500);
    const before = Date.now();
    const { order, to } = await paidCheckout({ optIn: true });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("paid");
    const [failed] = await notificationsOf(order.id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(failed!.lastError).toContain("HTTP 500");
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 60_000);

    // Not due yet: a sweep now leaves it alone.
    await retryDueNotifications(new Date());
    expect((await db.notification.findUniqueOrThrow({ where: { id: failed!.id } })).attempts).toBe(1);

    const result = await retryDueNotifications(new Date(failed!.nextAttemptAt.getTime() + 1));
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const sent = await db.notification.findUniqueOrThrow({ where: { id: failed!.id } });
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(fake.sentMessages().filter((message) => message.to === to)).toHaveLength(1);
  });

  it("backs off 1, 5, 30 and 120 minutes and marks the message failed after the 5th failure", async () => {
    useCloudApi();
    fake.failNext(100, 503);
    const { order } = await paidCheckout({ optIn: true });
    let [row] = await notificationsOf(order.id);
    const delays: number[] = [];
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      const due = new Date(row!.nextAttemptAt.getTime() + 1);
      await retryDueNotifications(due);
      const next = await db.notification.findUniqueOrThrow({ where: { id: row!.id } });
      expect(next.attempts).toBe(attempt);
      if (next.status === "pending") delays.push(Math.round((next.nextAttemptAt.getTime() - due.getTime()) / 60_000));
      row = next;
    }
    expect(delays).toEqual([5, 30, 120]);
    expect(row).toMatchObject({ status: "failed", attempts: 5 });
    expect(row!.lastError).toContain("HTTP 503");
    // A failed one is the owner's: the sweep leaves it.
    await retryDueNotifications(new Date(Date.now() + 86_400_000));
    expect((await db.notification.findUniqueOrThrow({ where: { id: row!.id } })).attempts).toBe(5);
  });

  it("two sweeps at once send a due message once", async () => {
    useCloudApi();
    const to = `91${newMobile()}`;
    const past = new Date(Date.now() - 60_000);
    const rows = await Promise.all(
      [1, 2, 3].map((n) => db.notification.create({ data: { dedupeKey: `test:${to}:${n}`, to, template: "order_delivered", params: ["Asha", `SA-${n}`, "7", "https://example.com"], nextAttemptAt: past } })),
    );
    fake.delayNext(200);
    const [a, b] = await Promise.all([retryDueNotifications(new Date()), retryDueNotifications(new Date())]);
    expect(a.sent + b.sent).toBeGreaterThanOrEqual(3);
    expect(fake.sentMessages().filter((message) => message.to === to)).toHaveLength(3);
    for (const row of rows) expect(await db.notification.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("the owner's list and Retry now", () => {
  it("a message only written to the outbox says so, shows its text, and the list finds an order's messages by its number", async () => {
    const admin = await createAdmin();
    const token = await adminSessionOf(admin);
    const { order } = await paidCheckout({ optIn: true });
    const list = async (query: string) => {
      const res = await callAsAdmin(listRoute.GET, token, { method: "GET", url: `http://localhost/api/admin/notifications?${query}` });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as unknown as { notifications: { orderNumber: string; status: string; savedToOutbox: boolean; text: string; template: string }[]; counts: { all: number }; via: string };
    };
    const found = await list(`q=${encodeURIComponent(order.orderNumber.slice(-5))}`);
    expect(found.via).toBe("outbox");
    expect(found.notifications.length).toBeGreaterThanOrEqual(1);
    expect(found.notifications.every((entry) => entry.orderNumber.includes(order.orderNumber.slice(-5)))).toBe(true);
    const mine = found.notifications.find((entry) => entry.orderNumber === order.orderNumber)!;
    expect(mine).toMatchObject({ template: "payment_received", status: "sent", savedToOutbox: true });
    expect(mine.text).toBe(`Hi Asha, we have received your payment of ${formatRupees(order.totalPaise)} for order ${order.orderNumber}. We are preparing it for shipping. Track it: ${env.siteUrl}/track-order?order=${encodeURIComponent(order.orderNumber)}`);
    // The whole number finds it too; an order number nobody has finds nothing (and counts nothing).
    expect((await list(`q=${order.orderNumber}`)).notifications.map((entry) => entry.orderNumber)).toEqual([order.orderNumber]);
    const none = await list("q=SA-99-99999");
    expect(none.notifications).toEqual([]);
    expect(none.counts.all).toBe(0);
    expect((await callAsAdmin(listRoute.GET, token, { method: "GET", url: `http://localhost/api/admin/notifications?q=${"9".repeat(41)}` })).status).toBe(400);
  });

  it("lists newest first by status with counts and masked numbers; Retry now sends a failed one, audited", async () => {
    const admin = await createAdmin();
    const token = await adminSessionOf(admin);
    useCloudApi();
    fake.failNext(100, 500);
    const { order, to } = await paidCheckout({ optIn: true });
    const [row] = await notificationsOf(order.id);
    await db.notification.update({ where: { id: row!.id }, data: { status: "failed", attempts: 5 } });
    fake.failNext(0);

    const listed = await callAsAdmin(listRoute.GET, token, { method: "GET", url: "http://localhost/api/admin/notifications?status=failed" });
    expect(listed.status).toBe(200);
    const data = listed.body as unknown as { notifications: { id: string; to: string; orderNumber: string; status: string }[]; counts: { all: number; failed: number; pending: number; sent: number }; via: string };
    expect(data.via).toBe("cloud");
    expect(data.counts.failed).toBeGreaterThanOrEqual(1);
    expect(data.counts.all).toBe(data.counts.failed + data.counts.pending + data.counts.sent);
    const item = data.notifications.find((entry) => entry.id === row!.id);
    expect(item).toMatchObject({ orderNumber: order.orderNumber, status: "failed", to: `••••••••${to.slice(-4)}` });
    expect(JSON.stringify(listed.body)).not.toContain(to);
    expect(data.notifications.every((entry) => entry.status === "failed")).toBe(true);

    const retried = await callAsAdmin(retryRoute.POST, token, { method: "POST", params: { id: row!.id } });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body).toMatchObject({ sent: true, msg: NOTIFY_MSG.retried, notification: { status: "sent", attempts: 6 } });
    expect(fake.sentMessages().filter((message) => message.to === to)).toHaveLength(1);
    const audit = await db.auditLog.findFirst({ where: { entity: "order", entityId: order.id, adminId: admin.id }, orderBy: { createdAt: "desc" } });
    expect(audit?.summary).toContain("Retried WhatsApp message payment_received");

    const again = await callAsAdmin(retryRoute.POST, token, { method: "POST", params: { id: row!.id } });
    expect(again.status).toBe(409);
    expect(again.body!.msg).toBe(NOTIFY_MSG.alreadySent);
  });

  it("Retry now sends a pending message before its next try, but never one that is being sent", async () => {
    const token = await adminSessionOf(await createAdmin());
    const to = `91${newMobile()}`;
    const params = ["Asha", "SA-77", "7", "https://example.com/t"];
    const waiting = await db.notification.create({ data: { dedupeKey: `test:${to}:waiting`, to, template: "order_delivered", params, attempts: 1, lastError: "HTTP 500", nextAttemptAt: new Date(Date.now() + 300_000) } });
    const retried = await callAsAdmin(retryRoute.POST, token, { method: "POST", params: { id: waiting.id } });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(await db.notification.findUniqueOrThrow({ where: { id: waiting.id } })).toMatchObject({ status: "sent", attempts: 2, lastError: null });

    // Another sender's claim: nextAttemptAt exactly the lease after updatedAt.
    const busy = await db.notification.create({ data: { dedupeKey: `test:${to}:busy`, to, template: "order_delivered", params } });
    await db.$executeRaw`UPDATE "Notification" SET "updatedAt" = now() AT TIME ZONE 'UTC', "nextAttemptAt" = (now() AT TIME ZONE 'UTC') + interval '2 minutes' WHERE id = ${busy.id}`;
    const refused = await callAsAdmin(retryRoute.POST, token, { method: "POST", params: { id: busy.id } });
    expect(refused.status).toBe(409);
    expect(refused.body!.msg).toBe(NOTIFY_MSG.busy);
    expect(await db.notification.findUniqueOrThrow({ where: { id: busy.id } })).toMatchObject({ status: "pending", attempts: 0 });
    expect(await whatsappMessagesTo(whatsappOutbox, to)).toHaveLength(1);
  });

  it("Retry now on an unknown message is a 404, on a bad id a 400; without a session a 401", async () => {
    const token = await adminSessionOf(await createAdmin());
    expect((await callAsAdmin(retryRoute.POST, token, { method: "POST", params: { id: "c".repeat(25) } })).status).toBe(404);
    expect((await callAsAdmin(retryRoute.POST, token, { method: "POST", params: { id: "not an id" } })).status).toBe(400);
    expect((await call(retryRoute.POST, { method: "POST", params: { id: "c".repeat(25) } })).status).toBe(401);
    expect((await call(listRoute.GET, { method: "GET", url: "http://localhost/api/admin/notifications" })).status).toBe(401);
    expect((await callAsAdmin(listRoute.GET, token, { method: "GET", url: "http://localhost/api/admin/notifications?status=lost" })).status).toBe(400);
  });
});

describe("npm run maintenance -- notifications (the cron's sweep)", () => {
  it("sends the due pending messages into the outbox and leaves the rest", async () => {
    const to = `91${newMobile()}`;
    const due = await db.notification.create({ data: { dedupeKey: `test:${to}:due`, to, template: "order_delivered", params: ["Asha", "SA-9", "7", "https://example.com/t"], nextAttemptAt: new Date(Date.now() - 1000) } });
    const later = await db.notification.create({ data: { dedupeKey: `test:${to}:later`, to, template: "order_delivered", params: ["Asha", "SA-10", "7", "https://example.com/t"], nextAttemptAt: new Date(Date.now() + 3_600_000) } });
    const root = path.resolve(import.meta.dirname, "../..");
    const environment: NodeJS.ProcessEnv = { ...process.env, WHATSAPP_OUTBOX_DIR: whatsappOutbox, WHATSAPP_TOKEN: "", WHATSAPP_PHONE_NUMBER_ID: "" };
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/maintenance.ts", "notifications"], { cwd: root, env: environment });
    expect(stdout).toMatch(/Queued messages \(WhatsApp and mail\): [1-9]\d* sent/);
    expect(await db.notification.findUniqueOrThrow({ where: { id: due.id } })).toMatchObject({ status: "sent", attempts: 1 });
    expect(await db.notification.findUniqueOrThrow({ where: { id: later.id } })).toMatchObject({ status: "pending", attempts: 0 });
    expect((await whatsappMessagesTo(whatsappOutbox, to)).map((message) => message.params[1])).toEqual(["SA-9"]);
  });
});
