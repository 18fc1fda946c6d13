import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as cartOpenRoute from "@/app/api/cart/open/route";
import * as marketingRoute from "@/app/api/user/[userId]/marketing/route";
import * as unsubscribeRoute from "@/app/api/unsubscribe/route";
import { absoluteUrl, env } from "@/env";
import { formatRupees } from "@/lib/format";
import { priceByWeight } from "@/lib/pricing/by-weight";
import { listNotifications } from "@/server/admin/notifications/list-notifications";
import { retryNotification } from "@/server/admin/notifications/retry-notification";
import { setSilverRate } from "@/server/admin/pricing/silver-rate";
import { db } from "@/server/db";
import { decodeQuotedPrintable } from "@/server/mail/outbox";
import { queueDueCartReminders } from "@/server/marketing/cart-reminders";
import { setConsent } from "@/server/marketing/consent";
import { unsubscribeToken } from "@/server/notify/unsubscribe-link";
import { call, createCustomer, sessionOf, type TestCustomer } from "./accounts-support";
import { createAdmin } from "./admin-support";
import { createCategory, createProduct, uniq } from "../support/factories";

// Cart reminders (issue 45 §4) on the real database: each rule below fails if its rule is taken out
// of src/server/marketing/cart-reminders.ts. A cart's age is set by moving its rows' timestamps back
// (what 24 hours of waiting would do); the sweep runs at the real time unless a test says otherwise.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let outbox: string;
const originalOutbox = env.MAIL_OUTBOX_DIR;

beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), "cart-reminders-outbox-"));
  env.MAIL_OUTBOX_DIR = outbox;
});

afterAll(async () => {
  env.MAIL_OUTBOX_DIR = originalOutbox;
  await rm(outbox, { recursive: true, force: true });
});

async function piece(price = 2499) {
  return createProduct({ categoryId: (await createCategory()).id, price, stock: 5 });
}

/** A customer who agreed to marketing mails (and WhatsApp to 91<phone> when `whatsapp`). */
async function shopper({ mail = true, whatsapp = false }: { mail?: boolean; whatsapp?: boolean } = {}): Promise<TestCustomer> {
  const customer = await createCustomer({ name: "Kavya Rao" });
  if (mail) await setConsent(db, { email: customer.email, channel: "email", granted: true, source: "signup" });
  if (whatsapp) await setConsent(db, { email: customer.email, channel: "whatsapp", granted: true, source: "account", phone: "919812345678" });
  return customer;
}

const iso = (date: Date) => date.toISOString();

/** Puts pieces in the customer's cart, added `startedAgo` ago and last changed `changedAgo` ago. */
async function leaveCart(customerId: string, productIds: string[], { startedAgo = 30 * HOUR, changedAgo = 25 * HOUR, qty = 1 } = {}) {
  await db.cartItem.createMany({ data: productIds.map((productId) => ({ customerId, productId, qty })) });
  const now = Date.now();
  await db.$executeRaw`UPDATE "CartItem" SET "createdAt" = (${iso(new Date(now - startedAgo))}::timestamptz AT TIME ZONE 'UTC'),
    "updatedAt" = (${iso(new Date(now - changedAgo))}::timestamptz AT TIME ZONE 'UTC') WHERE "customerId" = ${customerId}`;
}

let orderSeq = 0;
async function placeOrder(customerId: string, createdAt: Date) {
  orderSeq += 1;
  return db.order.create({
    data: {
      orderNumber: `CR-${uniq()}-${orderSeq}`,
      customerId,
      customerName: "Kavya Rao",
      customerEmail: "kavya@example.com",
      customerPhone: "9812345678",
      shipStreet: "1 MG Road",
      shipCity: "Bengaluru",
      shipState: "Karnataka",
      shipPincode: "560001",
      totalPaise: 249_900,
      createdAt,
    },
  });
}

const remindersOf = (customerId: string) => db.cartReminder.findMany({ where: { customerId }, orderBy: { sentAt: "asc" } });
const messagesOf = async (customerId: string) => {
  const ids = (await remindersOf(customerId)).map((reminder) => reminder.id);
  return db.notification.findMany({ where: { OR: ids.map((id) => ({ dedupeKey: { startsWith: `cart-reminder:${id}:` } })) }, orderBy: { dedupeKey: "asc" } });
};

/** The newest .eml to `to` in the outbox, raw (headers as written) and decoded. */
async function mailTo(to: string): Promise<{ raw: string; text: string }> {
  const suffix = `-${to}.eml`;
  const file = (await readdir(outbox)).filter((name) => name.endsWith(suffix)).sort().at(-1);
  if (!file) throw new Error(`no mail to ${to}`);
  const raw = await readFile(path.join(outbox, file), "utf8");
  return { raw, text: decodeQuotedPrintable(raw) };
}

describe("cart reminders: when one is due", () => {
  it("is due once the cart has been left 24 hours, not before", async () => {
    const customer = await shopper();
    await leaveCart(customer.id, [(await piece()).id], { changedAgo: 23 * HOUR });
    await queueDueCartReminders();
    expect(await remindersOf(customer.id)).toHaveLength(0);

    await queueDueCartReminders(new Date(Date.now() + 2 * HOUR));
    expect(await remindersOf(customer.id)).toHaveLength(1);
    const messages = await messagesOf(customer.id);
    expect(messages.map((message) => [message.channel, message.to, message.template])).toEqual([["email", customer.email, "cart_reminder"]]);
  });

  it("never reminds a cart that was ordered after its last change", async () => {
    const customer = await shopper();
    await leaveCart(customer.id, [(await piece()).id]);
    await placeOrder(customer.id, new Date(Date.now() - 20 * HOUR));
    await queueDueCartReminders();
    expect(await remindersOf(customer.id)).toHaveLength(0);
  });

  it("never twice for the same cart, even weeks later", async () => {
    const customer = await shopper();
    await leaveCart(customer.id, [(await piece()).id]);
    await queueDueCartReminders();
    await queueDueCartReminders(new Date(Date.now() + 30 * DAY));
    expect(await remindersOf(customer.id)).toHaveLength(1);
    expect(await messagesOf(customer.id)).toHaveLength(1);
  });

  it("a new cart after an order gets its own reminder, but not within 7 days of the last one", async () => {
    const customer = await shopper();
    const first = await piece();
    await leaveCart(customer.id, [first.id], { startedAgo: 4 * DAY, changedAgo: 3 * DAY });
    await queueDueCartReminders();
    expect(await remindersOf(customer.id)).toHaveLength(1);

    // They ordered (the order empties the cart), then filled a new cart and left it.
    await placeOrder(customer.id, new Date(Date.now() - 2 * DAY));
    await db.cartItem.deleteMany({ where: { customerId: customer.id } });
    await leaveCart(customer.id, [(await piece()).id], { startedAgo: 36 * HOUR, changedAgo: 30 * HOUR });
    await queueDueCartReminders();
    await queueDueCartReminders(new Date(Date.now() + 6 * DAY));
    expect(await remindersOf(customer.id)).toHaveLength(1);

    await queueDueCartReminders(new Date(Date.now() + 8 * DAY));
    const reminders = await remindersOf(customer.id);
    expect(reminders).toHaveLength(2);
    expect(reminders[1]!.cartStartedAt.getTime()).toBeGreaterThan(reminders[0]!.cartStartedAt.getTime());
  });

  it("two sweeps at once write one reminder and queue its mail once", async () => {
    const customer = await shopper({ whatsapp: true });
    await leaveCart(customer.id, [(await piece()).id]);
    await Promise.all([queueDueCartReminders(), queueDueCartReminders(), queueDueCartReminders()]);
    expect(await remindersOf(customer.id)).toHaveLength(1);
    expect((await messagesOf(customer.id)).map((message) => message.channel)).toEqual(["email", "whatsapp"]);
  });

  it("an inactive customer or a cart with nothing to buy gets none", async () => {
    const blocked = await shopper();
    await leaveCart(blocked.id, [(await piece()).id]);
    await db.customer.update({ where: { id: blocked.id }, data: { active: false } });
    const soldOut = await shopper();
    const gone = await piece();
    await leaveCart(soldOut.id, [gone.id]);
    await db.product.update({ where: { id: gone.id }, data: { stock: 0 } });
    await queueDueCartReminders();
    expect(await remindersOf(blocked.id)).toHaveLength(0);
    expect(await remindersOf(soldOut.id)).toHaveLength(0);
  });
});

describe("cart reminders: consent", () => {
  it("none without consent, none after it is withdrawn in the account", async () => {
    const never = await shopper({ mail: false });
    await leaveCart(never.id, [(await piece()).id]);

    const withdrawn = await shopper();
    const session = await sessionOf(withdrawn);
    const url = `http://localhost/api/user/${withdrawn.id}/marketing`;
    const saved = await call(marketingRoute.PUT, { method: "PUT", session, params: { userId: withdrawn.id }, url, body: { email: false, whatsapp: false } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await leaveCart(withdrawn.id, [(await piece()).id]);

    await queueDueCartReminders();
    expect(await remindersOf(never.id)).toHaveLength(0);
    expect(await remindersOf(withdrawn.id)).toHaveLength(0);
    expect(await db.consentEvent.findMany({ where: { email: withdrawn.email }, orderBy: { createdAt: "asc" }, select: { channel: true, granted: true, source: true } })).toEqual([
      { channel: "email", granted: true, source: "signup" },
      { channel: "email", granted: false, source: "account" },
    ]);
  });

  it("none after the one-click unsubscribe", async () => {
    const customer = await shopper({ whatsapp: true });
    await leaveCart(customer.id, [(await piece()).id]);
    const token = unsubscribeToken({ email: customer.email, list: "marketing" });
    const res = await call(unsubscribeRoute.POST, {
      url: `http://localhost/api/unsubscribe?t=${encodeURIComponent(token)}`,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "", "sec-fetch-site": "" },
      raw: "List-Unsubscribe=One-Click",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await queueDueCartReminders();
    expect(await remindersOf(customer.id)).toHaveLength(0);
  });

  it("WhatsApp only with WhatsApp consent (and mail only with mail consent)", async () => {
    const mailOnly = await shopper();
    const whatsappOnly = await shopper({ mail: false, whatsapp: true });
    await leaveCart(mailOnly.id, [(await piece()).id]);
    await leaveCart(whatsappOnly.id, [(await piece()).id]);
    await queueDueCartReminders();
    expect((await messagesOf(mailOnly.id)).map((message) => message.channel)).toEqual(["email"]);
    const [message, ...rest] = await messagesOf(whatsappOnly.id);
    expect(rest).toHaveLength(0);
    expect(message).toMatchObject({ channel: "whatsapp", to: "919812345678", template: "cart_reminder" });
    expect(message!.dedupeKey).toMatch(/^cart-reminder:[a-z0-9]+:whatsapp$/);
    expect((message!.params as string[])[3]).toBe(absoluteUrl("/api/cart/open"));
  });
});

describe("cart reminders: the mail", () => {
  it("lists the cart's pieces at today's prices (a by-weight piece at the new silver rate), links the cart, and has the RFC 8058 headers", async () => {
    const admin = await createAdmin();
    await setSilverRate({ admin, paisePerGram: 9_000, confirmLargeChange: true });
    const ring = await piece(1);
    await db.product.update({ where: { id: ring.id }, data: { pricingMode: "by_weight", netWeightMg: 10_000, purity: 925, makingChargeKind: "per_gram", makingChargeValue: 1_500, otherChargesPaise: 0 } });
    await setSilverRate({ admin, paisePerGram: 9_100, confirmLargeChange: true });
    const fixed = await piece(1_850);
    const customer = await shopper();
    await leaveCart(customer.id, [ring.id, fixed.id]);
    const before = (await db.product.findUniqueOrThrow({ where: { id: ring.id } })).sellingPricePaise;

    // The rate changes after the pieces went into the cart: the mail has today's price.
    await setSilverRate({ admin, paisePerGram: 9_800, confirmLargeChange: true });
    const settings = await db.siteSettings.findUnique({ where: { id: 1 } });
    const today = priceByWeight({
      ratePaisePerGram: 9_800,
      purity: 925,
      netWeightMg: 10_000,
      making: { kind: "per_gram", paisePerGram: 1_500 },
      otherPaise: 0,
      gstBps: settings?.gstRateBps ?? 300,
      roundToRupee: settings?.roundByWeightPrices ?? true,
    }).totalPaise;
    expect(Number(today)).not.toBe(Number(before));

    await queueDueCartReminders();
    const [notification] = await messagesOf(customer.id);
    // The owner's list shows it as a mail, its kind and subject, the address masked; "Retry now" sends it.
    const listed = (await listNotifications({ page: 1, limit: 100, status: "pending", q: undefined })).notifications.find((row) => row.id === notification!.id);
    expect(listed).toMatchObject({ channel: "email", kind: "Cart reminder", text: "Your cart at Silver Aura", to: `${customer.email[0]}•••@example.com` });
    const retried = await retryNotification({ admin, id: notification!.id });
    expect(retried).toMatchObject({ sent: true, notification: { status: "sent", channel: "email" } });
    const { raw, text } = await mailTo(customer.email);
    expect(text).toContain(ring.name);
    expect(text).toContain(formatRupees(Number(today)));
    expect(text).not.toContain(formatRupees(Number(before)));
    expect(text).toContain(fixed.name);
    expect(text).toContain(formatRupees(185_000));
    expect(text).toContain(`Total today: ${formatRupees(Number(today) + 185_000)}`);
    expect(text).toContain(absoluteUrl("/api/cart/open"));
    expect(text).toContain(absoluteUrl("/unsubscribe?t="));
    const unfolded = raw.replace(/\r?\n[ \t]+/g, " ");
    expect(unfolded).toMatch(/^List-Unsubscribe: <https?:\/\/[^>]+\/api\/unsubscribe\?t=[^>]+>$/m);
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });
});

describe("the mail's cart link (GET /api/cart/open)", () => {
  it("takes a signed-in customer to the cart, anyone else through the login back to it", async () => {
    const customer = await shopper();
    const url = "http://localhost/api/cart/open";
    const signedIn = await call(cartOpenRoute.GET, { method: "GET", url, session: await sessionOf(customer) });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe(absoluteUrl("/cart"));
    const signedOut = await call(cartOpenRoute.GET, { method: "GET", url });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toBe(absoluteUrl(`/login?${new URLSearchParams({ callbackUrl: "/cart" }).toString()}`));
  });
});

describe("npm run maintenance -- notifications", () => {
  it("queues the due cart reminders, then sends them into the outbox", async () => {
    const customer = await shopper();
    await leaveCart(customer.id, [(await piece()).id]);
    const root = path.resolve(import.meta.dirname, "../..");
    const whatsappOutbox = await mkdtemp(path.join(tmpdir(), "cart-reminders-wa-"));
    try {
      const environment: NodeJS.ProcessEnv = { ...process.env, MAIL_OUTBOX_DIR: outbox, WHATSAPP_OUTBOX_DIR: whatsappOutbox, WHATSAPP_TOKEN: "", WHATSAPP_PHONE_NUMBER_ID: "", SMTP_URL: "" };
      const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/maintenance.ts", "notifications"], { cwd: root, env: environment });
      expect(stdout).toMatch(/Queued now: [1-9]\d* cart reminders?, \d+ back-in-stock alerts?\./);
      expect(stdout).toMatch(/Queued messages \(WhatsApp and mail\): [1-9]\d* sent/);
    } finally {
      await rm(whatsappOutbox, { recursive: true, force: true });
    }
    const [message] = await messagesOf(customer.id);
    expect(message).toMatchObject({ channel: "email", status: "sent", attempts: 1 });
    expect((await mailTo(customer.email)).text).toContain("Your cart:");
  });
});
