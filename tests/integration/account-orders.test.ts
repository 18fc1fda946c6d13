import { beforeAll, describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/order/mine/route";
import { MSG } from "@/lib/messages/shop";
import { SELL_MSG } from "@/lib/messages/selling";
import type { Order, OrderStatus } from "@/lib/types/order";
import { db } from "@/server/db";
import { issueInvoice } from "@/server/invoices/issue-invoice";
import { createOrder } from "@/server/orders/create-order";
import { createCategory, createProduct, uniq } from "../support/factories";
import { type TestCustomer, call, createCustomer, sessionOf } from "./accounts-support";

// GET /api/order/mine through the real route handler and database: the signed-in customer's own
// orders only (never another customer's, nor a visitor's order with the same e-mail), newest first,
// 10 a page, with whether each has an invoice; 401 for a visitor.

const DAY = 24 * 60 * 60 * 1000;
const BASE = Date.now() - 60 * DAY;

let priya: TestCustomer;
let arjun: TestCustomer;
let productId: string;
/** Priya's orders, newest first. */
let priyaOrders: Order[] = [];
let arjunOrder: Order;

async function place(customer: TestCustomer | null, email: string, daysAfterBase: number, quantity = 1) {
  return createOrder({
    source: "request",
    status: "draft",
    customerId: customer?.id ?? null,
    contact: { name: customer?.name ?? "A Visitor", email, phone: "9876543210" },
    address: { street: "14 Lake View Road", city: "Pune", state: "Maharashtra", pincode: "411001", country: "India" },
    lines: [{ productId, quantity }],
    actor: customer ? "customer" : "visitor",
    now: new Date(BASE + daysAfterBase * DAY),
  });
}

async function mine(customer: TestCustomer | null, query = "") {
  return call(GET, { method: "GET", session: customer ? await sessionOf(customer) : null, url: `http://localhost/api/order/mine${query}` });
}

async function setStatus(order: Order, status: OrderStatus) {
  await db.order.update({ where: { id: order.id }, data: { status, paidAt: new Date() } });
}

beforeAll(async () => {
  const category = await createCategory();
  productId = (await createProduct({ categoryId: category.id, price: 1999, stock: 20 })).id;
  priya = await createCustomer({ name: "Priya Test" });
  arjun = await createCustomer({ name: "Arjun Test" });
  // 12 orders for Priya, one a day (quantities 1-3 so totals differ), one for Arjun in between,
  // and a visitor's order with Priya's e-mail that is not hers.
  const placed: Order[] = [];
  for (let i = 0; i < 12; i++) {
    placed.push(await place(priya, priya.email, i, (i % 3) + 1));
    if (i === 5) arjunOrder = await place(arjun, arjun.email, 5.5);
  }
  await place(null, priya.email, 20);
  priyaOrders = placed.reverse();
  // The newest is paid with its invoice issued; the second newest paid but (for the test) without one.
  const newest = priyaOrders[0]!;
  await setStatus(newest, "paid");
  await db.$transaction((tx) => issueInvoice(tx, { orderId: newest.id, buyerState: "Maharashtra" }));
  await setStatus(priyaOrders[1]!, "shipped");
});

describe("GET /api/order/mine", () => {
  it("answers a visitor 401", async () => {
    const res = await mine(null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 0, msg: MSG.loginFirst });
  });

  it("lists the customer's own orders, newest first, 10 on the first page", async () => {
    const res = await mine(priya);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.body).toMatchObject({ status: 1, msg: SELL_MSG.accountOrdersFetched, page: 1, pages: 2 });
    const orders = res.body!.orders as Array<Record<string, unknown>>;
    expect(orders.map((o) => o.orderNumber)).toEqual(priyaOrders.slice(0, 10).map((o) => o.orderNumber));
    expect(orders[0]).toEqual({
      _id: priyaOrders[0]!.id,
      orderNumber: priyaOrders[0]!.orderNumber,
      createdAt: priyaOrders[0]!.createdAt.toISOString(),
      totalAmount: priyaOrders[0]!.totalPaise / 100,
      status: "paid",
      invoice: true,
    });
    expect(orders[1]).toMatchObject({ status: "shipped", invoice: false });
    expect(orders.slice(2).every((o) => o.status === "draft" && o.invoice === false)).toBe(true);
    expect(new Set(orders.map((o) => o.totalAmount))).toEqual(new Set([1999, 3998, 5997]));
  });

  it("pages: the rest on page 2, nothing past the end", async () => {
    const second = await mine(priya, "?page=2");
    expect(second.body).toMatchObject({ status: 1, page: 2, pages: 2 });
    expect((second.body!.orders as Array<{ orderNumber: string }>).map((o) => o.orderNumber)).toEqual(priyaOrders.slice(10).map((o) => o.orderNumber));
    const past = await mine(priya, "?page=3");
    expect(past.body).toMatchObject({ status: 1, orders: [], page: 3, pages: 2 });
  });

  it("never lists another customer's orders, nor a visitor's order with the same e-mail", async () => {
    const all = [...((await mine(priya)).body!.orders as Array<{ _id: string }>), ...((await mine(priya, "?page=2")).body!.orders as Array<{ _id: string }>)];
    expect(all).toHaveLength(12);
    expect(all.map((o) => o._id)).not.toContain(arjunOrder.id);
    const visitors = await db.order.findMany({ where: { customerEmail: priya.email, customerId: null }, select: { id: true } });
    expect(visitors).toHaveLength(1);
    expect(all.map((o) => o._id)).not.toContain(visitors[0]!.id);

    const arjunsList = await mine(arjun);
    expect(arjunsList.body).toMatchObject({ page: 1, pages: 1 });
    expect((arjunsList.body!.orders as Array<{ _id: string }>).map((o) => o._id)).toEqual([arjunOrder.id]);
  });

  it("answers a customer without orders an empty first page", async () => {
    const fresh = await createCustomer({ name: `New ${uniq()}` });
    expect((await mine(fresh)).body).toMatchObject({ status: 1, orders: [], page: 1, pages: 1 });
  });

  it("refuses a bad page with 400", async () => {
    for (const query of ["?page=0", "?page=abc", "?page=1.5", "?page=-2", "?page=1&page=2"]) {
      const res = await mine(priya, query);
      expect(res.status, query).toBe(400);
      expect(res.body?.status).toBe(0);
    }
  });

  it("refuses a deactivated customer's session", async () => {
    const gone = await createCustomer({ name: "Gone Test" });
    const session = await sessionOf(gone);
    await db.customer.update({ where: { id: gone.id }, data: { active: false } });
    const res = await call(GET, { method: "GET", session, url: "http://localhost/api/order/mine" });
    expect(res.status).toBe(401);
  });

  it("answers 405 with Allow to other methods", async () => {
    const res = await call(POST, { session: await sessionOf(priya) });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });
});
