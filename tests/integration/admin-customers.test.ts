import { beforeAll, describe, expect, it } from "vitest";
import { CUSTOMER_MSG } from "@/lib/admin/people-messages";
import { MSG } from "@/lib/messages/shop";
import { indiaMonthStart } from "@/server/admin/dashboard/india-dates";
import { customerFromSessionToken } from "@/server/auth/authorize";
import { db } from "@/server/db";
import * as listRoute from "@/app/api/admin/customers/route";
import * as detailRoute from "@/app/api/admin/customers/[id]/route";
import * as statusRoute from "@/app/api/admin/customers/[id]/status/[status]/route";
import { POST as login } from "@/app/api/user/login-user/route";
import { GET as me } from "@/app/api/user/me/route";
import { uniq } from "../support/factories";
import { PASSWORD, call, createCustomer, sessionOf } from "./accounts-support";
import { adminSessionOf, callAsAdmin, createAdmin, type TestAdmin } from "./admin-support";

// The back office's customers (back office §2 Customers, §3 Customer; issue 14): search by name or
// e-mail, sorts, paging, the stat cards, a customer's detail with their orders, and deactivation,
// which ends the customer's existing sessions at their next request and refuses their login.

let admin: TestAdmin;
let token: string;

beforeAll(async () => {
  admin = await createAdmin();
  token = await adminSessionOf(admin);
});

type Row = Record<string, unknown>;

const list = (query: Record<string, string>) => callAsAdmin(listRoute.GET, token, { method: "GET", url: `http://localhost/api/admin/customers?${new URLSearchParams(query)}` });
const detail = (id: string) => callAsAdmin(detailRoute.GET, token, { method: "GET", params: { id } });
const setStatus = (id: string, status: string) => callAsAdmin(statusRoute.PATCH, token, { method: "PATCH", params: { id, status } });

let orderSeq = 0;
async function createOrder(customerId: string | null, { status = "draft", totalPaise = 100_000, createdAt = new Date() }: { status?: "draft" | "paid" | "delivered"; totalPaise?: number; createdAt?: Date } = {}) {
  orderSeq += 1;
  return db.order.create({
    data: {
      orderNumber: `TC-${uniq()}-${orderSeq}`,
      status,
      customerId,
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

describe("GET /api/admin/customers", () => {
  const marker = `cu${uniq()}`;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const rows = [
      { key: "zoya", name: `Zoya ${marker}`, email: `zoya.${uniq()}@example.com`, createdAt: new Date(Date.now() - 3 * 60_000) },
      { key: "arjun", name: "Arjun Nair", email: `arjun.${marker}@example.com`, createdAt: new Date(Date.now() - 2 * 60_000) },
      { key: "kavya", name: `Kavya ${marker}`, email: `b.kavya.${uniq()}@example.com`, createdAt: new Date(Date.now() - 60_000) },
    ];
    for (const { key, ...data } of rows) ids[key] = (await db.customer.create({ data: { ...data, phone: "9876543210" } })).id;
    await createOrder(ids.arjun!);
    await createOrder(ids.arjun!);
    await createOrder(ids.kavya!);
  });

  it("searches name and e-mail, newest first, with order counts", async () => {
    const res = await list({ q: marker.toUpperCase() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body!.msg).toBe(CUSTOMER_MSG.listed);
    const customers = res.body!.customers as Row[];
    expect(customers.map((row) => row._id)).toEqual([ids.kavya, ids.arjun, ids.zoya]);
    expect(customers.map((row) => row.ordersCount)).toEqual([1, 2, 0]);
    expect(customers[0]).toMatchObject({ name: `Kavya ${marker}`, phone: "9876543210", status: true });
    expect(res.body).toMatchObject({ total: 3, page: 1, pages: 1, limit: 10 });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("sorts by name and e-mail both ways, and pages", async () => {
    const byName = await list({ q: marker, sort: "name" });
    expect((byName.body!.customers as Row[]).map((row) => row._id)).toEqual([ids.arjun, ids.kavya, ids.zoya]);
    const byNameDesc = await list({ q: marker, sort: "name", order: "desc" });
    expect((byNameDesc.body!.customers as Row[]).map((row) => row._id)).toEqual([ids.zoya, ids.kavya, ids.arjun]);
    const byEmail = await list({ q: marker, sort: "email" });
    expect((byEmail.body!.customers as Row[]).map((row) => row._id)).toEqual([ids.arjun, ids.kavya, ids.zoya]);
    const oldest = await list({ q: marker, sort: "createdAt", order: "asc", limit: "2", page: "2" });
    expect(oldest.body).toMatchObject({ total: 3, pages: 2, page: 2, limit: 2 });
    expect((oldest.body!.customers as Row[]).map((row) => row._id)).toEqual([ids.kavya]);
  });

  it("counts the stat cards over every customer: verified equals the total, new this month in Indian time", async () => {
    const res = await list({ q: marker });
    const stats = res.body!.stats as { total: number; verified: number; newThisMonth: number };
    expect(stats.total).toBe(await db.customer.count());
    expect(stats.verified).toBe(stats.total);
    expect(stats.newThisMonth).toBe(await db.customer.count({ where: { createdAt: { gte: indiaMonthStart(new Date()) } } }));
    // One who joined just now is new; one who joined a second before this Indian month began is not.
    await db.customer.create({ data: { name: "Newcomer", email: `new.${uniq()}@example.com` } });
    await db.customer.create({ data: { name: "Old timer", email: `old.${uniq()}@example.com`, createdAt: new Date(indiaMonthStart(new Date()).getTime() - 1000) } });
    const after = (await list({})).body!.stats as typeof stats;
    expect(after.total).toBe(stats.total + 2);
    expect(after.newThisMonth).toBe(stats.newThisMonth + 1);
  });

  it("refuses bad query values with 400", async () => {
    for (const query of [{ sort: "phone" }, { order: "sideways" }, { limit: "500" }, { page: "-1" }] as Record<string, string>[]) {
      expect((await list(query)).status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe("GET /api/admin/customers/{id}", () => {
  it("shows the customer with their orders, newest first", async () => {
    const customer = await createCustomer({ name: "Deepa Menon" });
    const older = await createOrder(customer.id, { status: "delivered", totalPaise: 250_050, createdAt: new Date(Date.now() - 86_400_000) });
    const newer = await createOrder(customer.id, { status: "draft", totalPaise: 99_900 });
    await createOrder(null);
    const res = await detail(customer.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body!.customer).toMatchObject({ _id: customer.id, name: "Deepa Menon", email: customer.email, status: true, ordersCount: 2 });
    expect(res.body!.orders).toEqual([
      { _id: newer.id, orderNumber: newer.orderNumber, status: "draft", totalAmount: 999, createdAt: newer.createdAt.toISOString() },
      { _id: older.id, orderNumber: older.orderNumber, status: "delivered", totalAmount: 2500.5, createdAt: older.createdAt.toISOString() },
    ]);
  });

  it("answers 404 for an unknown customer and 400 for a bad id", async () => {
    const missing = await detail("c" + "2".repeat(24));
    expect(missing.status).toBe(404);
    expect(missing.body!.msg).toBe(CUSTOMER_MSG.notFound);
    expect((await detail("1 OR 1=1")).status).toBe(400);
  });
});

describe("PATCH /api/admin/customers/{id}/status/{true|false}", () => {
  it("deactivating ends the customer's existing session at the next request and refuses their login", async () => {
    const customer = await createCustomer();
    const session = await sessionOf(customer);
    expect(await customerFromSessionToken(session)).not.toBeNull();
    expect((await call(me, { method: "GET", session })).status).toBe(200);

    const res = await setStatus(customer.id, "false");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body!.msg).toBe(CUSTOMER_MSG.deactivated);
    expect(res.body!.customer).toMatchObject({ _id: customer.id, status: false });

    expect(await customerFromSessionToken(session)).toBeNull();
    expect((await call(me, { method: "GET", session })).status).toBe(401);
    const refused = await call(login, { body: { email: customer.email, password: PASSWORD } });
    expect(refused.status).toBe(401);
    expect(refused.body!.msg).toBe(MSG.invalidLogin);

    // Activated again: they can log in, but the session from before stays ended.
    const activated = await setStatus(customer.id, "true");
    expect(activated.body!.msg).toBe(CUSTOMER_MSG.activated);
    expect(activated.body!.customer).toMatchObject({ status: true });
    expect(await customerFromSessionToken(session)).toBeNull();
    expect((await call(login, { body: { email: customer.email, password: PASSWORD } })).status).toBe(200);

    const audit = await db.auditLog.findMany({ where: { entity: "customer", entityId: customer.id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((entry) => [entry.action, entry.changes, entry.adminId])).toEqual([
      ["status", { status: [true, false] }, admin.id],
      ["status", { status: [false, true] }, admin.id],
    ]);
  });

  it("setting the status a customer already has changes nothing and audits nothing", async () => {
    const customer = await createCustomer();
    const session = await sessionOf(customer);
    const res = await setStatus(customer.id, "true");
    expect(res.status).toBe(200);
    expect(await customerFromSessionToken(session)).not.toBeNull();
    expect(await db.auditLog.count({ where: { entity: "customer", entityId: customer.id } })).toBe(0);
  });

  it("answers 404 for an unknown customer and 400 for a bad id or status", async () => {
    expect((await setStatus("c" + "3".repeat(24), "false")).status).toBe(404);
    expect((await setStatus("nope", "false")).status).toBe(400);
    const customer = await createCustomer();
    expect((await setStatus(customer.id, "off")).status).toBe(400);
  });
});
