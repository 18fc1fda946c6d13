import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { type StaffRole } from "@/lib/admin/permissions";
import type { Dashboard } from "@/lib/api/admin/dashboard";
import type { AuditEntryJSON } from "@/lib/types/audit";
import { db } from "@/server/db";
import { proxy } from "@/proxy";
import * as auditRoute from "@/app/api/admin/audit/route";
import * as dashboardRoute from "@/app/api/admin/dashboard/route";
import * as meRoute from "@/app/api/admin/me/route";
import * as orderRoute from "@/app/api/admin/orders/[id]/route";
import { type TestAdmin, adminCookie, adminSessionOf, callAsAdmin, createAdmin } from "./admin-support";
import { requestOrder } from "./admin-orders-support";
import { pieces } from "./payments-support";
import { createCategory, createProduct } from "../support/factories";

// Roles everywhere but the route table (issue 43 §1): the back-office pages a role may not open
// answer 403 from the proxy (the calm page at the same address), the dashboard carries only what the
// role may see, /api/admin/me says the role, and the audit log keeps the role beside the actor.

const members = {} as Record<StaffRole, { admin: TestAdmin; token: string }>;

beforeAll(async () => {
  for (const role of ["owner", "manager", "orders", "writer"] as const) {
    const admin = await createAdmin({ role });
    members[role] = { admin, token: await adminSessionOf(admin) };
  }
});

/** The proxy's 403: the page with status 403, or (when the shop's address does not answer) the rewrite to it. */
function refused(response: Response | undefined): boolean {
  if (!response) return false;
  const rewrite = response.headers.get("x-middleware-rewrite");
  return response.status === 403 || (rewrite !== null && new URL(rewrite).pathname === "/admin/forbidden");
}

describe("back-office pages by role (the proxy)", () => {
  const visit = (path: string, token: string, headers: Record<string, string> = {}) =>
    proxy(new NextRequest(`http://localhost${path}`, { headers: { cookie: adminCookie(token), ...headers } }));

  it.each([
    ["orders", "/admin/settings"],
    ["orders", "/admin/silver-rate"],
    ["orders", "/admin/products/edit/c000000000000000000000000"],
    ["orders", "/admin/staff"],
    ["manager", "/admin/settings"],
    ["manager", "/admin/audit"],
    ["writer", "/admin/orders"],
    ["writer", "/admin/products"],
  ] as const)("%s at %s: the 403 page, at the same address", async (role, path) => {
    const response = await visit(path, members[role].token);
    // The proxy fetches the page from the shop's own address and answers it with 403 (e2e:
    // tests/e2e/admin-roles.spec.ts); no shop listens here, so it falls back to the rewrite.
    expect(refused(response), `${response?.status} ${response?.headers.get("x-middleware-rewrite")}`).toBe(true);
    expect(response!.headers.get("x-robots-tag")).toBe("noindex");
  });

  it.each([
    ["orders", "/admin/orders/c000000000000000000000000"],
    ["orders", "/admin/products"],
    ["orders", "/admin/returns"],
    ["manager", "/admin/silver-rate"],
    ["writer", "/admin/blogs/new"],
    ["writer", "/admin"],
    ["writer", "/admin/account"],
    ["owner", "/admin/settings"],
  ] as const)("%s at %s: through, the path told to the layout", async (role, path) => {
    const response = await visit(path, members[role].token);
    expect(response?.status).toBe(200);
    expect(response!.headers.get("x-middleware-rewrite")).toBeNull();
    expect(response!.headers.get("x-middleware-request-x-shop-admin-path")).toBe(path);
  });

  it("the path header is the proxy's own, whatever the client sent", async () => {
    const response = await visit("/admin/settings", members.orders.token, { "x-shop-admin-path": "/admin/account" });
    expect(refused(response)).toBe(true);
    const through = await visit("/admin/orders", members.orders.token, { "x-shop-admin-path": "/admin/account" });
    expect(through!.headers.get("x-middleware-request-x-shop-admin-path")).toBe("/admin/orders");
  });

  it("a changed role applies to the next page", async () => {
    const admin = await createAdmin({ role: "writer" });
    const token = await adminSessionOf(admin);
    expect(refused(await visit("/admin/orders", token))).toBe(true);
    await db.admin.update({ where: { id: admin.id }, data: { role: "orders" } });
    const through = await visit("/admin/orders", token);
    expect(refused(through)).toBe(false);
    expect(through?.status).toBe(200);
  });

  it("the 403 page itself is open to every role (the proxy fetches it)", async () => {
    for (const role of ["owner", "writer"] as const) expect(refused(await visit("/admin/forbidden", members[role].token))).toBe(false);
  });
});

describe("the dashboard by role", () => {
  const dashboardOf = async (role: StaffRole) => {
    const res = await callAsAdmin(dashboardRoute.GET, members[role].token, { method: "GET" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as unknown as Dashboard;
  };

  beforeAll(async () => {
    // Something in each list, so a part left out is not merely empty.
    await createProduct({ categoryId: (await createCategory()).id, stock: 0 });
    await db.inquiry.create({ data: { name: "Unread", email: "u@example.com", phone: "9876543210", message: "Hi", productCodes: [] } });
    await db.contactMessage.create({ data: { name: "M", email: "m@example.com", phone: "9876543210", message: "Hi", consentAt: new Date() } });
    await db.customer.create({ data: { name: "Someone", email: `someone.${Date.now()}@example.com` } });
  });

  it("the owner sees every part, and on this (not production) server the note that no second factor is asked", async () => {
    const owner = await dashboardOf("owner");
    expect(owner.role).toBe("owner");
    expect(Object.keys(owner.counts).sort()).toEqual(["blogs", "categories", "inquiries", "products", "users"]);
    for (const part of ["system", "categories", "recentUsers", "inquiries", "sales", "waiting", "lowStock", "unread"] as const) expect(owner[part], part).not.toBeNull();
    expect(owner.notifications.map((line) => line.kind)).toEqual(expect.arrayContaining(["inquiries", "messages", "lowStock"]));
    expect(owner.secondFactorOptional).toBe(true);
  });

  it("a manager sees the sales and the catalogue, not the settings' placeholders", async () => {
    await db.siteSettings.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} });
    const manager = await dashboardOf("manager");
    expect(manager.sales).not.toBeNull();
    expect(manager.lowStock).not.toBeNull();
    expect(manager.placeholders).toEqual([]);
  });

  it("the orders role sees orders, inquiries and messages: no sales, customers or catalogue", async () => {
    const orders = await dashboardOf("orders");
    expect(orders.counts).toEqual({ inquiries: expect.any(Number) });
    expect(orders.waiting).not.toBeNull();
    expect(orders.unread).toEqual({ inquiries: expect.any(Number), messages: expect.any(Number) });
    expect(orders.inquiries!.length).toBeGreaterThan(0);
    for (const part of ["sales", "system", "categories", "recentUsers", "lowStock"] as const) expect(orders[part], part).toBeNull();
    expect(orders.notifications.map((line) => line.kind)).not.toContain("lowStock");
    expect(orders.placeholders).toEqual([]);
  });

  it("a writer sees the blog only", async () => {
    const writer = await dashboardOf("writer");
    expect(writer.counts).toEqual({ blogs: expect.any(Number) });
    for (const part of ["sales", "system", "categories", "recentUsers", "inquiries", "waiting", "lowStock", "unread"] as const) expect(writer[part], part).toBeNull();
    expect(writer.notifications).toEqual([]);
    // No sales figure anywhere in the answer.
    expect(JSON.stringify(writer)).not.toMatch(/revenue/);
  });
});

describe("GET /api/admin/me", () => {
  it("answers the role and what it may do", async () => {
    const res = await callAsAdmin(meRoute.GET, members.writer.token, { method: "GET" });
    expect(res.body!.admin).toEqual({ _id: members.writer.admin.id, name: members.writer.admin.name, email: members.writer.admin.email, role: "writer", permissions: ["dashboard", "blog"] });
    const orders = await callAsAdmin(meRoute.GET, members.orders.token, { method: "GET" });
    expect((orders.body!.admin as { permissions: string[] }).permissions).toEqual(["dashboard", "catalogue.read", "orders", "returns", "inquiries", "messages"]);
  });
});

describe("the audit log keeps the role", () => {
  it("an orders-role member's change shows with their e-mail and role", async () => {
    const [product] = await pieces(1, { stock: 5 });
    const order = await requestOrder([{ productId: product!.id, quantity: 1 }]);
    const saved = await callAsAdmin(orderRoute.PATCH, members.orders.token, { method: "PATCH", params: { id: order.id }, body: { adminNotes: "Call before delivery." } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const res = await callAsAdmin(auditRoute.GET, members.owner.token, { method: "GET", url: "http://localhost/api/admin/audit?entity=order&limit=100" });
    expect(res.status).toBe(200);
    const entry = (res.body!.entries as AuditEntryJSON[]).find((row) => row.entityId === order.id);
    expect(entry).toMatchObject({ actor: members.orders.admin.email, actorRole: "orders" });
  });
});
