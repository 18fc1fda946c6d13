import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_MSG } from "@/lib/admin/dashboard-messages";
import { DEMO_GSTIN } from "@/lib/admin/demo-placeholders";
import { SHOP } from "@/lib/constants";
import { indiaDate, indiaDayStart, indiaMonthStart, lastIndiaDates } from "@/server/admin/dashboard/india-dates";
import { db } from "@/server/db";
import * as dashboardRoute from "@/app/api/admin/dashboard/route";
import { createBlogPost, createCategory, createProduct, uniq } from "../support/factories";
import { adminSessionOf, callAsAdmin, createAdmin } from "./admin-support";

// The back office's dashboard (back office §2 Dashboard; issue 14): the spec's counts and lists,
// and beyond it the last 30 days' sales per Indian day, orders waiting for action, low stock at the
// threshold in settings and the unread inquiries and messages. The database is shared with other
// files, so the numbers are checked as the change this file's own rows make, or against a count
// asked of the database directly.

type OrderStatus = "draft" | "acknowledged" | "payment_pending" | "paid" | "processing" | "shipped" | "delivered" | "cancelled";

interface Dashboard {
  counts: { users: number; products: number; categories: number; inquiries: number; blogs: number };
  system: { activeUsers: number; activeCategories: number; availableProducts: number };
  categories: { _id: string; name: string; slug: string; status: boolean; productCount: number }[];
  recentUsers: { _id: string }[];
  inquiries: { _id: string; fullname: string }[];
  notifications: { kind: string; count: number; text: string }[];
  sales: { date: string; orders: number; revenue: number }[];
  waiting: { awaiting_confirmation: number; draft: number; acknowledged: number; payment_pending: number };
  lowStock: { threshold: number; total: number; products: { _id: string; stock: number }[] };
  unread: { inquiries: number; messages: number };
  placeholders: string[];
}

let token: string;
let savedThreshold: number | null;

async function dashboard(): Promise<Dashboard> {
  const res = await callAsAdmin(dashboardRoute.GET, token, { method: "GET" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body!.msg).toBe(DASHBOARD_MSG.loaded);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return res.body as unknown as Dashboard;
}

/** What the low-stock list counts: active pieces without sizes at or below the threshold, and each size of a sized piece at or below it (issue 42). */
async function lowStockEntries(threshold: number): Promise<number> {
  const unsized = await db.product.count({ where: { active: true, stock: { lte: threshold }, sizes: { none: {} } } });
  const sizes = await db.productSize.count({ where: { stock: { lte: threshold }, product: { active: true } } });
  return unsized + sizes;
}

async function setThreshold(lowStockThreshold: number) {
  await db.siteSettings.upsert({ where: { id: 1 }, create: { id: 1, lowStockThreshold }, update: { lowStockThreshold } });
}

async function createOrder(status: OrderStatus, totalPaise: number, createdAt: Date, extra: { paymentMethod?: "cod"; paidAt?: Date } = {}) {
  return db.order.create({
    data: {
      ...extra,
      orderNumber: `TD-${uniq()}`,
      status,
      customerName: "Test",
      customerEmail: "test@example.com",
      customerPhone: "9876543210",
      shipStreet: "1 MG Road",
      shipCity: "Bengaluru",
      shipState: "Karnataka",
      shipPincode: "560001",
      totalPaise,
      createdAt,
    },
  });
}

beforeAll(async () => {
  token = await adminSessionOf(await createAdmin());
  savedThreshold = (await db.siteSettings.findUnique({ where: { id: 1 } }))?.lowStockThreshold ?? null;
});

afterAll(async () => {
  if (savedThreshold === null) await db.siteSettings.deleteMany({ where: { id: 1 } });
  else await setThreshold(savedThreshold);
});

describe("GET /api/admin/dashboard", () => {
  it("names the contact and GSTIN fields still showing the demo's placeholders, and none once the owner's own are set", async () => {
    const saved = await db.siteSettings.findUnique({ where: { id: 1 }, select: { contactPhone: true, contactEmail: true, gstin: true } });
    const set = (data: { contactPhone: string; contactEmail: string; gstin: string }) => db.siteSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
    try {
      await set({ contactPhone: SHOP.phone, contactEmail: SHOP.email, gstin: DEMO_GSTIN });
      expect((await dashboard()).placeholders).toEqual(["contactPhone", "contactEmail", "gstin"]);
      // Blank phone and e-mail fall back to the demo's on the storefront: still placeholders; no GSTIN is fine.
      await set({ contactPhone: "", contactEmail: "", gstin: "" });
      expect((await dashboard()).placeholders).toEqual(["contactPhone", "contactEmail"]);
      await set({ contactPhone: "+91 98290 12345", contactEmail: "care@silveraura.in", gstin: "08AAKCS1234M1Z2" });
      expect((await dashboard()).placeholders).toEqual([]);
    } finally {
      if (saved) await set(saved);
    }
  });

  it("counts users, products, categories, inquiries, blogs, the active ones, unread and waiting", async () => {
    const before = await dashboard();

    const category = await createCategory();
    await createCategory({ active: false });
    await createProduct({ categoryId: category.id, stock: 50 });
    await createProduct({ categoryId: category.id, stock: 50, active: false });
    await db.customer.create({ data: { name: "Active One", email: `a.${uniq()}@example.com` } });
    const newest = await db.customer.create({ data: { name: "Inactive One", email: `i.${uniq()}@example.com`, active: false, createdAt: new Date(Date.now() + 1000) } });
    await createBlogPost();
    await db.inquiry.create({ data: { name: "Read", email: "r@example.com", phone: "9876543210", message: "Hi", productCodes: [], read: true } });
    const latest = await db.inquiry.create({ data: { name: "Unread", email: "u@example.com", phone: "9876543210", message: "Hi", productCodes: [], createdAt: new Date(Date.now() + 1000) } });
    await db.contactMessage.create({ data: { name: "M", email: "m@example.com", phone: "9876543210", message: "Hi", consentAt: new Date() } });
    await db.contactMessage.create({ data: { name: "M", email: "m@example.com", phone: "9876543210", message: "Hi", consentAt: new Date(), read: true } });
    const now = new Date();
    for (const status of ["draft", "draft", "acknowledged", "payment_pending", "paid", "cancelled"] as const) await createOrder(status, 1000, now);
    // A cash-on-delivery order awaiting the owner's call: counted apart from the drafts.
    await createOrder("draft", 1000, now, { paymentMethod: "cod" });

    const after = await dashboard();
    expect(after.counts).toEqual({
      users: before.counts.users + 2,
      products: before.counts.products + 2,
      categories: before.counts.categories + 2,
      inquiries: before.counts.inquiries + 2,
      blogs: before.counts.blogs + 1,
    });
    expect(after.system).toEqual({
      activeUsers: before.system.activeUsers + 1,
      activeCategories: before.system.activeCategories + 1,
      availableProducts: before.system.availableProducts + 1,
    });
    expect(after.unread).toEqual({ inquiries: before.unread.inquiries + 1, messages: before.unread.messages + 1 });
    expect(after.waiting).toEqual({
      awaiting_confirmation: before.waiting.awaiting_confirmation + 1,
      draft: before.waiting.draft + 2,
      acknowledged: before.waiting.acknowledged + 1,
      payment_pending: before.waiting.payment_pending + 1,
    });

    // The 5 newest customers and inquiries, newest first.
    expect(after.recentUsers).toHaveLength(Math.min(5, after.counts.users));
    expect(after.recentUsers[0]!._id).toBe(newest.id);
    expect(after.inquiries).toHaveLength(Math.min(5, after.counts.inquiries));
    expect(after.inquiries[0]).toMatchObject({ _id: latest.id, fullname: "Unread" });

    // Notifications: at most 4 lines, each built from a count above zero.
    const waitingTotal = after.waiting.awaiting_confirmation + after.waiting.draft + after.waiting.acknowledged + after.waiting.payment_pending;
    expect(after.notifications.length).toBeGreaterThan(0);
    expect(after.notifications.length).toBeLessThanOrEqual(4);
    expect(after.notifications).toContainEqual({ kind: "orders", count: waitingTotal, text: DASHBOARD_MSG.ordersWaiting(waitingTotal) });
    expect(after.notifications).toContainEqual({ kind: "inquiries", count: after.unread.inquiries, text: DASHBOARD_MSG.unreadInquiries(after.unread.inquiries) });
    expect(after.notifications).toContainEqual({ kind: "messages", count: after.unread.messages, text: DASHBOARD_MSG.unreadMessages(after.unread.messages) });
  });

  it("shows the first 5 categories with their product counts, status and slug", async () => {
    const category = await createCategory();
    await createProduct({ categoryId: category.id });
    const { categories } = await dashboard();
    expect(categories.length).toBe(Math.min(5, await db.category.count()));
    const expected = await db.category.findMany({ orderBy: [{ sortOrder: "asc" }, { name: "asc" }], take: 5, select: { id: true, slug: true, active: true } });
    expect(categories.map((row) => [row._id, row.slug, row.status])).toEqual(expected.map((row) => [row.id, row.slug, row.active]));
    for (const row of categories) expect(row.productCount).toBe(await db.product.count({ where: { categoryId: row._id } }));
  });

  it("sums the paid-or-later orders of the last 30 Indian days, per day", async () => {
    const now = new Date();
    const today = indiaDayStart(now, 0);
    const before = await dashboard();
    expect(before.sales).toHaveLength(30);
    expect(before.sales[29]!.date).toBe(indiaDate(now));
    expect(before.sales[0]!.date).toBe(indiaDate(indiaDayStart(now, 29)));

    // Today (one a minute after Indian midnight, still "yesterday" in UTC), yesterday (a minute
    // before Indian midnight), 29 days ago (the window's first day) and 30 days ago (outside it).
    await createOrder("paid", 100_000, new Date(today.getTime() + 60_000));
    await createOrder("delivered", 50_050, new Date(today.getTime() + 120_000));
    await createOrder("shipped", 20_000, new Date(today.getTime() - 60_000));
    await createOrder("processing", 30_000, new Date(indiaDayStart(now, 29).getTime() + 3_600_000));
    await createOrder("paid", 99_900, new Date(indiaDayStart(now, 30).getTime() + 3_600_000));
    // Not paid (yet, or ever): left out.
    for (const status of ["draft", "acknowledged", "payment_pending", "cancelled"] as const) await createOrder(status, 777_700, new Date(today.getTime() + 60_000));
    // Cash on delivery: shipped, its cash not collected yet, is not a sale; delivered and paid is.
    await createOrder("shipped", 888_800, new Date(today.getTime() + 60_000), { paymentMethod: "cod" });
    await createOrder("delivered", 40_000, new Date(today.getTime() - 120_000), { paymentMethod: "cod", paidAt: new Date(today.getTime() - 60_000) });
    // An exchange's replacement (no charge) is not a sale either.
    const original = await createOrder("delivered", 66_600, new Date(indiaDayStart(now, 31).getTime()));
    const replacement = await createOrder("processing", 0, new Date(today.getTime() + 60_000));
    await db.returnRequest.create({ data: { number: `RT-D-${uniq()}`, orderId: original.id, kind: "exchange", reason: "size_or_fit", requestedBy: "tracking", status: "exchanged", exchangeOrderId: replacement.id } });

    const after = await dashboard();
    const delta = after.sales.map((day, index) => ({
      date: day.date,
      orders: day.orders - before.sales[index]!.orders,
      revenue: Math.round((day.revenue - before.sales[index]!.revenue) * 100) / 100,
    }));
    expect(delta[29]).toEqual({ date: indiaDate(now), orders: 2, revenue: 1500.5 });
    expect(delta[28]).toEqual({ date: indiaDate(indiaDayStart(now, 1)), orders: 2, revenue: 600 });
    expect(delta[0]).toEqual({ date: indiaDate(indiaDayStart(now, 29)), orders: 1, revenue: 300 });
    expect(delta.slice(1, 28).every((day) => day.orders === 0 && day.revenue === 0)).toBe(true);
  });

  it("lists active products at or below the low-stock threshold in settings, fewest first", async () => {
    await setThreshold(2);
    const before = await dashboard();
    expect(before.lowStock.threshold).toBe(2);

    const category = await createCategory();
    const atThreshold = await createProduct({ categoryId: category.id, stock: 2 });
    await createProduct({ categoryId: category.id, stock: 1 });
    await createProduct({ categoryId: category.id, stock: 3 });
    await createProduct({ categoryId: category.id, stock: 0, active: false });

    const after = await dashboard();
    expect(after.lowStock.total).toBe(before.lowStock.total + 2);
    expect(after.lowStock.total).toBe(await lowStockEntries(2));
    expect(after.lowStock.products.length).toBe(Math.min(10, after.lowStock.total));
    const stocks = after.lowStock.products.map((product) => product.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks.every((stock) => stock <= 2)).toBe(true);
    if (after.lowStock.total <= 10) expect(after.lowStock.products.map((product) => product._id)).toContain(atThreshold.id);
    expect(after.notifications).toContainEqual({ kind: "lowStock", count: after.lowStock.total, text: DASHBOARD_MSG.lowStock(after.lowStock.total) });

    // Raising the threshold to 3 takes in the product with 3 left.
    await setThreshold(3);
    const raised = await dashboard();
    expect(raised.lowStock.threshold).toBe(3);
    expect(raised.lowStock.total).toBe(await lowStockEntries(3));
    expect(raised.lowStock.total).toBeGreaterThanOrEqual(after.lowStock.total + 1);
  });
});

describe("Indian dates", () => {
  it("turns at midnight in India (18:30 UTC), not at UTC midnight", () => {
    expect(indiaDate(new Date("2026-11-30T18:29:59Z"))).toBe("2026-11-30");
    expect(indiaDate(new Date("2026-11-30T18:30:00Z"))).toBe("2026-12-01");
    expect(indiaDayStart(new Date("2026-11-30T19:00:00Z"), 0).toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(indiaDayStart(new Date("2026-11-30T19:00:00Z"), 1).toISOString()).toBe("2026-11-29T18:30:00.000Z");
    // 00:30 on 1 December in India is December's, though still 30 November in UTC.
    expect(indiaMonthStart(new Date("2026-11-30T19:00:00Z")).toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(indiaMonthStart(new Date("2026-11-30T18:00:00Z")).toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(lastIndiaDates(new Date("2026-03-01T10:00:00Z"), 3)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
  });
});
