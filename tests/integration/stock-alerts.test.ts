import { NextRequest } from "next/server";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "@/env";
import type { AdminProductJSON } from "@/lib/admin/product-json-types";
import { STOCK_ALERT_MSG as M } from "@/lib/stock-alerts/messages";
import type { StockAlertPage } from "@/lib/stock-alerts/types";
import { db } from "@/server/db";
import { queuedMailOf } from "@/server/notify/mail-types";
import { readUnsubscribeToken } from "@/server/notify/unsubscribe-link";
import { STOCK_ALERT_EMAIL_LIMIT, STOCK_ALERT_IP_LIMIT } from "@/server/stock-alerts/alert-rules";
import { queueBackInStockAlerts } from "@/server/stock-alerts/back-in-stock";
import * as alertRoute from "@/app/api/stock-alerts/route";
import * as adminAlertsRoute from "@/app/api/admin/stock-alerts/route";
import * as createRoute from "@/app/api/product/create/route";
import * as updateRoute from "@/app/api/product/update/[id]/route";
import * as statusRoute from "@/app/api/product/change-status/[id]/[newStatus]/route";
import { createCategory, createColor, uniq } from "../support/factories";
import { call, newAddress, newEmail } from "./accounts-support";
import { adminCookie, adminSessionOf, callAsAdmin, callMultipart, createAdmin, pngFile } from "./admin-support";
import { paidOrder, setStatus } from "./admin-orders-support";

// Back-in-stock alerts (issue 45) through the real handlers and database: asking (refused on a piece
// in stock, once per piece, size and address, the marketing box's consent, the rate limits), the
// owner's restock through the product edit queueing one mail per waiting alert (and nothing the
// second time), a size's restock only its size's, two sweeps at once, cancelled alerts and inactive
// pieces left alone, and the owner's list and CSV. Each test makes its own pieces and addresses.

const mediaDir = await vi.hoisted(async () => {
  const { mkdtemp } = await import("node:fs/promises");
  const os = await import("node:os");
  const p = await import("node:path");
  const dir = await mkdtemp(p.join(os.tmpdir(), "stock-alerts-int-"));
  process.env.MEDIA_DIR = dir;
  return dir;
});

afterAll(async () => {
  const { rm } = await import("node:fs/promises");
  await rm(mediaDir, { recursive: true, force: true });
});

let token: string;
let categoryId: string;
let colorId: string;

beforeAll(async () => {
  token = await adminSessionOf(await createAdmin());
  categoryId = (await createCategory()).id;
  colorId = (await createColor()).id;
});

function productForm(fields: Record<string, string | string[]>, images: File[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) form.append(key, one);
  for (const image of images) form.append("images", image);
  return form;
}

const fieldsOf = (name: string, overrides: Record<string, string> = {}) => ({
  name,
  description: "A piece that sells out.",
  price: "1500",
  discount: "0",
  quantity: "0",
  weight: "3.5",
  categoryID: categoryId,
  colors: [colorId],
  ...overrides,
});

/** A piece made by the owner's API: without sizes (its stock) or with ring sizes (each size's stock). */
async function ownerPiece({ stock = 0, sizes }: { stock?: number; sizes?: Record<string, number> } = {}) {
  const name = `Moon Ring ${uniq()}`;
  let sizeIds: Record<string, string> = {};
  let extra: Record<string, string> = { quantity: String(stock) };
  if (sizes) {
    const set = await db.sizeSet.create({
      data: { name: `Rings ${uniq()}`, kind: "ring", sizes: { create: Object.keys(sizes).map((label, position) => ({ label, position })) } },
      select: { id: true, sizes: { select: { id: true, label: true } } },
    });
    sizeIds = Object.fromEntries(set.sizes.map((size) => [size.label, size.id]));
    extra = { sizeSet: set.id, sizes: JSON.stringify(Object.entries(sizes).map(([label, count]) => ({ size: sizeIds[label], stock: count }))) };
  }
  const created = await callMultipart(createRoute.POST, { form: productForm(fieldsOf(name, extra), [await pngFile()]), adminToken: token });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = (created.body!.product as AdminProductJSON)._id;
  /** The owner's edit: the piece's stock, or each size's. */
  const restock = async (next: { stock?: number; sizes?: Record<string, number> }) => {
    const fields = next.sizes
      ? fieldsOf(name, { sizeSet: extra.sizeSet!, sizes: JSON.stringify(Object.entries(next.sizes).map(([label, count]) => ({ size: sizeIds[label], stock: count }))) })
      : fieldsOf(name, { quantity: String(next.stock ?? 0) });
    const res = await callMultipart(updateRoute.PATCH, { form: productForm(fields, []), adminToken: token, method: "PATCH", params: { id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  return { id, name, sizeIds, restock };
}

const ask = (body: Record<string, unknown>, address = newAddress()) => call(alertRoute.POST, { body, address });

/** The messages queued for an alert (any channel), oldest first. */
const messagesOf = (alertId: string) => db.notification.findMany({ where: { dedupeKey: { startsWith: `stock-alert:${alertId}:` } }, orderBy: { createdAt: "asc" } });
const alertOf = (id: string) => db.stockAlert.findUniqueOrThrow({ where: { id } });
const alertId = (res: Awaited<ReturnType<typeof ask>>) => (res.body!.alert as { id: string }).id;

describe("POST /api/stock-alerts: asking", () => {
  it("refuses a piece in stock, a missing size, a size not offered, a size in stock, bad e-mails and numbers; 404 for a piece not in the shop", async () => {
    const inStock = await ownerPiece({ stock: 3 });
    const email = newEmail();
    const refused = await ask({ productId: inStock.id, email });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ status: 0, msg: M.inStock });

    const ring = await ownerPiece({ sizes: { "10": 0, "12": 2 } });
    expect((await ask({ productId: ring.id, email })).body!.msg).toBe(M.sizeRequired);
    expect((await ask({ productId: ring.id, sizeId: ring.sizeIds["12"], email })).body).toEqual({ status: 0, msg: M.inStock });
    const other = await ownerPiece({ sizes: { "7": 0 } });
    const notOffered = await ask({ productId: ring.id, sizeId: other.sizeIds["7"], email });
    expect(notOffered).toMatchObject({ status: 400, body: { msg: M.sizeNotOffered } });

    const soldOut = await ownerPiece({ stock: 0 });
    expect((await ask({ productId: soldOut.id, email: "not-an-address" })).body).toEqual({ status: 0, msg: M.emailInvalid });
    expect((await ask({ productId: soldOut.id, email: newEmail(), phone: "12345" })).body).toEqual({ status: 0, msg: M.phoneInvalid });
    expect((await ask({ productId: soldOut.id, sizeId: ring.sizeIds["10"], email: newEmail() })).body!.msg).toBe(M.noSizes);
    expect((await ask({ productId: "cmissingmissingmissing0000", email: newEmail() })).status).toBe(404);
    await db.product.update({ where: { id: soldOut.id }, data: { active: false } });
    expect((await ask({ productId: soldOut.id, email: newEmail() })).body).toEqual({ status: 0, msg: M.noSuchPiece });
    // Nothing refused was kept.
    expect(await db.stockAlert.count({ where: { productId: { in: [inStock.id, ring.id, soldOut.id] } } })).toBe(0);
  });

  it("asking twice (in any case) is the same alert, answered OK; the marketing box records consent (source alert), unticked it records nothing", async () => {
    const piece = await ownerPiece({ stock: 0 });
    const email = newEmail();
    const first = await ask({ productId: piece.id, email, phone: "+91 98765 43210" });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body!.msg).toBe(M.saved(email));
    expect(await db.consentEvent.count({ where: { email } })).toBe(0);

    const again = await ask({ productId: piece.id, email: `  ${email.toUpperCase()} `, marketing: true });
    expect(again.status).toBe(200);
    expect(alertId(again)).toBe(alertId(first));
    expect(await db.stockAlert.findMany({ where: { productId: piece.id }, select: { email: true, phone: true, status: true, sizeId: true } })).toEqual([{ email, phone: "919876543210", status: "waiting", sizeId: null }]);
    expect(await db.consentEvent.findMany({ where: { email }, select: { channel: true, granted: true, source: true } })).toEqual([{ channel: "email", granted: true, source: "alert" }]);
    expect(await db.marketingConsent.findUnique({ where: { email }, select: { mail: true } })).toEqual({ mail: true });

    // Both at the same moment: still one alert.
    const other = newEmail();
    const both = await Promise.all([ask({ productId: piece.id, email: other }), ask({ productId: piece.id, email: other })]);
    expect(both.map((res) => res.status).sort()).toEqual([200, 201]);
    expect(await db.stockAlert.count({ where: { email: other } })).toBe(1);
  });

  it(`answers 429 with a msg past ${STOCK_ALERT_IP_LIMIT.limit} requests per client address, and past ${STOCK_ALERT_EMAIL_LIMIT.limit} per e-mail`, async () => {
    const piece = await ownerPiece({ stock: 0 });
    const address = newAddress();
    for (let i = 0; i < STOCK_ALERT_IP_LIMIT.limit; i += 1) expect((await ask({ productId: piece.id, email: newEmail() }, address)).status).toBe(201);
    const refused = await ask({ productId: piece.id, email: newEmail() }, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: 0, msg: M.tooMany(10) });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    const email = newEmail();
    for (let i = 0; i < STOCK_ALERT_EMAIL_LIMIT.limit; i += 1) expect((await ask({ productId: piece.id, email })).status).toBeLessThan(300);
    const byEmail = await ask({ productId: piece.id, email });
    expect(byEmail.status).toBe(429);
    expect(byEmail.body!.msg).toBe(M.tooMany(60));
  });
});

describe("sending when stock returns", () => {
  it("the owner's restock queues exactly one mail per waiting alert (and a WhatsApp message where a number was given), marks them notified; a second restock sends nothing", async () => {
    const piece = await ownerPiece({ stock: 0 });
    const withPhone = await ask({ productId: piece.id, email: newEmail(), phone: "9876543210" });
    const mailOnly = await ask({ productId: piece.id, email: newEmail() });
    const ids = [alertId(withPhone), alertId(mailOnly)];

    await piece.restock({ stock: 0 });
    for (const id of ids) expect((await alertOf(id)).status).toBe("waiting");

    await piece.restock({ stock: 4 });
    for (const id of ids) {
      const alert = await alertOf(id);
      expect(alert.status).toBe("notified");
      expect(alert.notifiedAt).toBeInstanceOf(Date);
      const mails = (await messagesOf(id)).filter((row) => row.channel === "email");
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: alert.email, template: "back_in_stock", dedupeKey: `stock-alert:${id}:${alert.notifiedAt!.getTime()}` });
      const mail = queuedMailOf(mails[0]!.params);
      expect(mail.subject).toBe(`Back in stock: ${piece.name}`);
      expect(mail.text).toContain("₹1,500");
      expect(mail.text).toContain(`/prod-detail/${piece.id}`);
      const token = new URL(mail.unsubscribeUrl!).searchParams.get("t")!;
      expect(readUnsubscribeToken(token)).toEqual({ email: alert.email, list: "stock-alerts" });
    }
    const whatsapp = (await messagesOf(ids[0]!)).filter((row) => row.channel === "whatsapp");
    expect(whatsapp).toHaveLength(1);
    expect(whatsapp[0]).toMatchObject({ to: "919876543210", template: "back_in_stock" });
    expect((await messagesOf(ids[1]!)).filter((row) => row.channel === "whatsapp")).toHaveLength(0);

    await piece.restock({ stock: 9 });
    expect(await queueBackInStockAlerts({ productIds: [piece.id] })).toEqual({ queued: 0 });
    for (const id of ids) expect(await messagesOf(id)).toHaveLength(id === ids[0] ? 2 : 1);
  });

  it("a size's restock notifies only that size's alerts, with a link that chooses the size", async () => {
    const ring = await ownerPiece({ sizes: { "10": 0, "12": 0, "14": 1 } });
    const ten = alertId(await ask({ productId: ring.id, sizeId: ring.sizeIds["10"], email: newEmail() }));
    const twelve = alertId(await ask({ productId: ring.id, sizeId: ring.sizeIds["12"], email: newEmail() }));

    await ring.restock({ sizes: { "10": 0, "12": 3, "14": 1 } });
    expect((await alertOf(ten)).status).toBe("waiting");
    expect(await messagesOf(ten)).toHaveLength(0);
    expect((await alertOf(twelve)).status).toBe("notified");
    const [mail] = await messagesOf(twelve);
    const text = queuedMailOf(mail!.params).text;
    expect(text).toContain(`${ring.name} (size 12)`);
    expect(text).toContain(`/prod-detail/${ring.id}?size=12`);
  });

  it("two sweeps at once send one message per alert", async () => {
    const piece = await ownerPiece({ stock: 0 });
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(alertId(await ask({ productId: piece.id, email: newEmail() })));
    await db.product.update({ where: { id: piece.id }, data: { stock: 2 } });
    const [a, b] = await Promise.all([queueBackInStockAlerts({ productIds: [piece.id] }), queueBackInStockAlerts({ productIds: [piece.id] })]);
    expect(a.queued + b.queued).toBe(6);
    for (const id of ids) expect(await messagesOf(id)).toHaveLength(1);
  });

  it("a cancelled alert (unsubscribed) gets nothing; an inactive piece's alerts wait until it is switched on", async () => {
    const piece = await ownerPiece({ stock: 0 });
    const cancelled = alertId(await ask({ productId: piece.id, email: newEmail() }));
    const waiting = alertId(await ask({ productId: piece.id, email: newEmail() }));
    await db.stockAlert.update({ where: { id: cancelled }, data: { status: "cancelled" } });
    await db.product.update({ where: { id: piece.id }, data: { active: false } });

    await piece.restock({ stock: 5 });
    expect(await queueBackInStockAlerts({ productIds: [piece.id] })).toEqual({ queued: 0 });
    expect((await alertOf(waiting)).status).toBe("waiting");

    const on = await callAsAdmin(statusRoute.PATCH, token, { method: "PATCH", params: { id: piece.id, newStatus: "true" } });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect((await alertOf(waiting)).status).toBe("notified");
    expect(await messagesOf(waiting)).toHaveLength(1);
    expect((await alertOf(cancelled)).status).toBe("cancelled");
    expect(await messagesOf(cancelled)).toHaveLength(0);
  });
});

describe("GET /api/admin/stock-alerts: who waits for what", () => {
  it("lists the waited-for pieces with their stock and the alerts newest first, filters by status, and exports CSV", async () => {
    const ring = await ownerPiece({ sizes: { "10": 0, "12": 0 } });
    const first = newEmail();
    const second = newEmail();
    await ask({ productId: ring.id, sizeId: ring.sizeIds["10"], email: first, phone: "9876543210" });
    await ask({ productId: ring.id, sizeId: ring.sizeIds["10"], email: second });
    await ask({ productId: ring.id, sizeId: ring.sizeIds["12"], email: first });

    const res = await callAsAdmin(adminAlertsRoute.GET, token, { method: "GET", url: "http://localhost/api/admin/stock-alerts?status=waiting&limit=100" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body as unknown as StockAlertPage;
    const mine = page.pieces.filter((piece) => piece.productId === ring.id);
    expect(mine).toEqual([
      { productId: ring.id, productName: ring.name, productCode: expect.any(String), sizeLabel: "10", waiting: 2, stockNow: 0, active: true },
      { productId: ring.id, productName: ring.name, productCode: expect.any(String), sizeLabel: "12", waiting: 1, stockNow: 0, active: true },
    ]);
    const alerts = page.alerts.filter((alert) => alert.productId === ring.id);
    expect(alerts.map((alert) => [alert.email, alert.sizeLabel, alert.whatsapp, alert.status])).toEqual([
      [first, "12", false, "waiting"],
      [second, "10", false, "waiting"],
      [first, "10", true, "waiting"],
    ]);
    expect(page.counts.waiting).toBeGreaterThanOrEqual(3);

    const notified = await callAsAdmin(adminAlertsRoute.GET, token, { method: "GET", url: "http://localhost/api/admin/stock-alerts?status=notified&limit=100" });
    expect((notified.body as unknown as StockAlertPage).alerts.filter((alert) => alert.productId === ring.id)).toEqual([]);
    const bad = await callAsAdmin(adminAlertsRoute.GET, token, { method: "GET", url: "http://localhost/api/admin/stock-alerts?status=sent" });
    expect(bad.status).toBe(400);

    const request = new NextRequest("http://localhost/api/admin/stock-alerts?status=waiting&format=csv", { headers: { cookie: adminCookie(token), origin: env.siteUrl } });
    const csv = await adminAlertsRoute.GET(request, { params: Promise.resolve({}) });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const rows = Papa.parse<string[]>((await csv.text()).replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(["Piece", "Code", "Size", "E-mail", "WhatsApp", "Status", "Asked (IST)", "Notified (IST)"]);
    const csvMine = rows.filter((row) => row[0] === ring.name);
    expect(csvMine.map((row) => [row[2], row[3], row[4], row[5]])).toEqual([
      ["12", first, "no", "waiting"],
      ["10", second, "no", "waiting"],
      ["10", first, "yes", "waiting"],
    ]);
    expect(csvMine[0]![6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});

describe("stock that comes back outside the product form", () => {
  it("the owner cancelling a paid order puts its piece back and its waiting alert goes at once", async () => {
    const piece = await ownerPiece({ stock: 1 });
    const order = await paidOrder(token, [{ productId: piece.id, quantity: 1 }]);
    expect((await db.product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(0);
    const email = newEmail();
    const asked = await ask({ productId: piece.id, email });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);

    expect((await setStatus(token, order.id, { status: "cancelled" })).status).toBe(200);
    expect(await alertOf(alertId(asked))).toMatchObject({ status: "notified", notifiedAt: expect.any(Date) });
    const messages = await messagesOf(alertId(asked));
    expect(messages.map((message) => [message.channel, message.to])).toEqual([["email", email]]);
  });
});
