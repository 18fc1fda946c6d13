import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { STAFF_ROLES, type StaffRole, can } from "@/lib/admin/permissions";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { MSG } from "@/lib/messages/shop";
import type { Access } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { type TestCustomer, call, createCustomer, sessionOf } from "./accounts-support";
import { adminCookie, adminSessionOf, createAdmin } from "./admin-support";
import { ROUTES as ADMIN_AUTH_ROUTES } from "./admin-access/auth";
import { ROUTES as ADMIN_CATALOGUE_ROUTES } from "./admin-access/catalogue";
import { ROUTES as ADMIN_CONTENT_ROUTES } from "./admin-access/content";
import { ROUTES as ADMIN_DELIVERY_ROUTES } from "./admin-access/delivery";
import { ROUTES as ADMIN_NOTIFICATION_ROUTES } from "./admin-access/notifications";
import { ROUTES as ADMIN_OFFER_ROUTES } from "./admin-access/offers";
import { ROUTES as ADMIN_ORDER_ROUTES } from "./admin-access/orders";
import { ROUTES as ADMIN_ORDER_OFFER_ROUTES } from "./admin-access/order-offer";
import { ROUTES as ADMIN_PASSKEY_ROUTES } from "./admin-access/passkeys";
import { ROUTES as ADMIN_PEOPLE_ROUTES } from "./admin-access/people";
import { ROUTES as ADMIN_PRICING_ROUTES } from "./admin-access/pricing";
import { ROUTES as ADMIN_PRODUCT_ROUTES } from "./admin-access/products";
import { ROUTES as RETURN_ROUTES } from "./admin-access/returns";
import { ROUTES as ADMIN_SIZE_ROUTES } from "./admin-access/sizes";
import { ROUTES as ADMIN_TWO_FACTOR_ROUTES } from "./admin-access/two-factor";
import { ROUTES as ADMIN_STAFF_ROUTES } from "./admin-access/staff";
import { ROUTES as REVIEW_ROUTES } from "./admin-access/reviews";
import { ROUTES as REPORT_ROUTES } from "./admin-access/reports";
import { ROUTES as GST_ROUTES } from "./admin-access/gst";
import { ROUTES as STOCK_ALERT_ROUTES } from "./admin-access/stock-alerts";
import { ROUTES as MARKETING_ROUTES } from "./admin-access/marketing";

// Who may call what (issue 7 §1): every route file under src/app/api is found on disk, imported,
// and each method made by route() must have an entry here with the same access. A new route file
// or method without an entry fails, and so does an entry whose route is gone. Then every customer
// route is called without a session (401), with a deactivated customer's session (401), and, for
// a {userId} path, with another customer's session (403); admin routes (none yet) refuse a
// customer too.

const API_DIR = path.resolve(import.meta.dirname, "../../src/app/api");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
type Method = (typeof METHODS)[number];

const PUBLIC = { auth: "public" } as const;
const CUSTOMER = { auth: "customer" } as const;
const OWN_USER = { auth: "customer", ownUserId: "userId" } as const;

/** `<route file path under src/app/api> <METHOD>` → the access it must declare. */
const TABLE: Record<string, Access> = {
  // Unknown /api paths: a JSON 404 for anyone, every method.
  ...Object.fromEntries(METHODS.map((m) => [`[[...path]]/route.ts ${m}`, PUBLIC])),
  // Catalogue, content and site status: public reads.
  "blog/route.ts GET": PUBLIC,
  "blog/[id]/route.ts GET": PUBLIC,
  "category/route.ts GET": PUBLIC,
  "color/route.ts GET": PUBLIC,
  "product/route.ts GET": PUBLIC,
  "product/[id]/route.ts GET": PUBLIC,
  "product/search/route.ts GET": PUBLIC,
  "v/[kind]/[view]/route.ts GET": PUBLIC, // the catalogue's cached answers, reached through the proxy's rewrite
  "maintain/getMaintainStatus/route.ts GET": PUBLIC,
  "contact/route.ts POST": PUBLIC,
  // Accounts: signing in, up and out, and resetting a forgotten password need no session.
  "user/register-user/route.ts POST": PUBLIC,
  "user/login-user/route.ts POST": PUBLIC,
  "user/google-auth/route.ts POST": PUBLIC,
  "user/logout/route.ts POST": PUBLIC,
  "user/forgot-password/route.ts POST": PUBLIC,
  "user/reset-password/route.ts POST": PUBLIC,
  // The session's own account (no {userId}: the session says whose).
  "user/me/route.ts GET": CUSTOMER,
  "user/profile/route.ts PATCH": CUSTOMER,
  "user/change-password/route.ts POST": CUSTOMER,
  // The session's own signed-in devices: list, end one (another customer's id is a 404), end all.
  "user/sessions/route.ts GET": CUSTOMER,
  "user/sessions/[sessionId]/route.ts DELETE": CUSTOMER,
  "user/sessions/revoke-all/route.ts POST": CUSTOMER,
  // Cart and wishlist: the customer's own {userId} only; the quotes price a visitor's local list and store nothing.
  "cart/state-to-cart/[userId]/route.ts POST": OWN_USER,
  "cart/add-to-db/[userId]/route.ts POST": OWN_USER,
  "cart/delete-from-db-cart/[userId]/[productId]/route.ts DELETE": OWN_USER,
  "cart/get-cart/[userId]/route.ts GET": OWN_USER,
  "cart/quote/route.ts POST": PUBLIC,
  "wishlist/state-to-db/[userId]/route.ts POST": OWN_USER,
  "wishlist/add-to-db-wishlist/[userId]/[productId]/route.ts POST": OWN_USER,
  "wishlist/delete-from-db-wishlist/[userId]/[productId]/route.ts DELETE": OWN_USER,
  "wishlist/get-wishlist/[userId]/route.ts GET": OWN_USER,
  "wishlist/quote/route.ts POST": PUBLIC,
  // Selling. Order requests, inquiries and checkout are open to visitors too (the order carries the
  // customer when a session exists); verify, the webhook and the payment-link callback are proven by
  // their gateway signatures, not by a session; tracking needs the order number and its e-mail.
  "order/create/route.ts POST": PUBLIC,
  "order/track/route.ts POST": PUBLIC,
  // Cash on delivery: placing the order, like the card checkout (visitors and customers).
  "order/cod/route.ts POST": PUBLIC,
  "order/track-invoice/route.ts POST": PUBLIC,
  "order/mine/route.ts GET": CUSTOMER,
  "order/invoice/[id]/route.ts GET": CUSTOMER,
  "inquiry/send-inquiry/route.ts POST": PUBLIC,
  "payments/create-order/route.ts POST": PUBLIC,
  "payments/verify/route.ts POST": PUBLIC,
  "payments/webhook/route.ts POST": PUBLIC,
  "payments/link-callback/route.ts GET": PUBLIC,
  // The local gateway's stand-ins for Razorpay's checkout window and payment-link page: 404 unless
  // the local gateway is the one in use (no Razorpay keys, never on a production deployment).
  "payments/local/authorize/route.ts POST": PUBLIC,
  "payments/local/pay-link/route.ts POST": PUBLIC,
  // The delivery promise for a PIN code (the "Check delivery" box): public, rate limited per address.
  "delivery/check/route.ts GET": PUBLIC,
  // The offer clock's own call (issue 44): proven by its per-process token (403 without), not by a session.
  "offers/boundary/route.ts POST": PUBLIC,
  // The back office, one file per area (tests/integration/admin-access/*.ts).
  ...ADMIN_AUTH_ROUTES,
  ...ADMIN_PRODUCT_ROUTES,
  ...ADMIN_CATALOGUE_ROUTES,
  ...ADMIN_SIZE_ROUTES,
  ...ADMIN_CONTENT_ROUTES,
  ...ADMIN_ORDER_ROUTES,
  ...ADMIN_ORDER_OFFER_ROUTES,
  ...ADMIN_PEOPLE_ROUTES,
  ...ADMIN_PASSKEY_ROUTES,
  ...ADMIN_PRICING_ROUTES,
  ...ADMIN_DELIVERY_ROUTES,
  ...ADMIN_NOTIFICATION_ROUTES,
  // Issue 45: reports, the GST return, stock alerts, consent and unsubscribe.
  ...REPORT_ROUTES,
  ...GST_ROUTES,
  ...STOCK_ALERT_ROUTES,
  ...MARKETING_ROUTES,
  ...ADMIN_OFFER_ROUTES,
  ...RETURN_ROUTES,
  ...REVIEW_ROUTES,
  ...ADMIN_TWO_FACTOR_ROUTES,
  ...ADMIN_STAFF_ROUTES,
};

/**
 * Route files whose GET/POST are not made by route(), and why.
 * - next-auth's handler: next-auth implements its own actions (Google redirect sign-in, session,
 *   csrf, signout), checks its own CSRF token on POST and writes the session cookie that route()
 *   reads; it holds no shop data. Its other methods still come from otherMethods().
 */
const EXEMPT: Record<string, readonly Method[]> = {
  "auth/[...nextauth]/route.ts": ["GET", "POST"],
};

type Exported = ((...args: never[]) => Promise<Response> | Response) & { access?: Access };

const routeFiles = (readdirSync(API_DIR, { recursive: true }) as string[])
  .filter((file) => file.endsWith("route.ts"))
  .map((file) => file.split(path.sep).join("/"))
  .sort();

/** Every `<file> <METHOD>` made by route(), with its access, as found on disk. */
async function declaredAccess(): Promise<Map<string, Access>> {
  const found = new Map<string, Access>();
  for (const file of routeFiles) {
    const mod = (await import(path.join(API_DIR, file))) as Partial<Record<Method, Exported>>;
    for (const method of METHODS) {
      const handler = mod[method];
      if (typeof handler !== "function") continue;
      if (handler.access) found.set(`${file} ${method}`, handler.access);
    }
  }
  return found;
}

/** Params for a route file's dynamic segments: {userId} is the given id, anything else a well-formed id. */
function paramsFor(file: string, userId: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const match of file.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)) {
    const name = match[2]!.replace(/^\.\.\./, "").replace(/^\[|\]$/g, "");
    params[name] = match[1] ? ["x"] : name === "userId" ? userId : "c" + "0".repeat(24);
  }
  return params;
}

let declared: Map<string, Access>;
beforeAll(async () => {
  declared = await declaredAccess();
});

describe("the role table", () => {
  it("finds the route files, the accounts' among them", () => {
    expect(routeFiles).toContain("user/login-user/route.ts");
    expect(routeFiles).toContain("product/route.ts");
  });

  it("has an entry, with the same access, for every method every route file makes with route()", () => {
    const missing = [...declared.keys()].filter((key) => !(key in TABLE));
    expect(missing, `add these to TABLE in tests/integration/route-access.test.ts: ${missing.join(", ")}`).toEqual([]);
    for (const [key, access] of declared) expect(access, key).toEqual(TABLE[key]);
  });

  it("has no entry for a route that is gone", () => {
    const stale = Object.keys(TABLE).filter((key) => !declared.has(key));
    expect(stale).toEqual([]);
  });

  it("every other exported method is otherMethods' 405 or OPTIONS, or an exempt file's own handler", async () => {
    for (const file of routeFiles) {
      const mod = (await import(path.join(API_DIR, file))) as Partial<Record<Method, Exported>>;
      for (const method of METHODS) {
        const handler = mod[method];
        if (typeof handler !== "function" || handler.access) continue;
        if (EXEMPT[file]?.includes(method)) continue;
        const res = await (handler as unknown as () => Promise<Response> | Response)();
        expect(res.status, `${file} ${method} is neither route() nor otherMethods()`).toBe(method === "OPTIONS" ? 204 : 405);
      }
    }
  });

  it("exempts only files that exist and really do without route()", async () => {
    for (const [file, methods] of Object.entries(EXEMPT)) {
      expect(routeFiles).toContain(file);
      const mod = (await import(path.join(API_DIR, file))) as Partial<Record<Method, Exported>>;
      for (const method of methods) {
        expect(typeof mod[method]).toBe("function");
        expect(mod[method]!.access).toBeUndefined();
      }
    }
  });
});

describe("protected routes refuse the wrong caller", () => {
  let owner: TestCustomer;
  let other: TestCustomer;
  let deactivated: TestCustomer;
  let otherSession: string;
  let deactivatedSession: string;

  beforeAll(async () => {
    owner = await createCustomer();
    other = await createCustomer();
    deactivated = await createCustomer();
    otherSession = await sessionOf(other);
    deactivatedSession = await sessionOf(deactivated);
    await db.customer.update({ where: { id: deactivated.id }, data: { active: false } });
  });

  const protectedEntries = Object.entries(TABLE).filter(([, access]) => access.auth !== "public");

  it.each(protectedEntries)("%s: 401 without a session and with a deactivated customer's", async (key, access) => {
    const [file, method] = key.split(" ") as [string, Method];
    const mod = (await import(path.join(API_DIR, file))) as Record<Method, Exported>;
    const params = paramsFor(file, access.auth === "customer" && access.ownUserId ? deactivated.id : owner.id);
    for (const session of [null, deactivatedSession]) {
      const res = await call(mod[method], { method, params, session, body: {} });
      expect(res.status, `${key} ${session ? "deactivated" : "no session"}`).toBe(401);
      expect(res.body).toEqual({ status: 0, msg: access.auth === "admin" ? MSG.adminLoginFirst : MSG.loginFirst });
    }
  });

  it.each(protectedEntries.filter(([, access]) => access.auth === "customer" && access.ownUserId))(
    "%s: 403 with another customer's session",
    async (key) => {
      const [file, method] = key.split(" ") as [string, Method];
      const mod = (await import(path.join(API_DIR, file))) as Record<Method, Exported>;
      const res = await call(mod[method], { method, params: paramsFor(file, owner.id), session: otherSession, body: {} });
      expect(res.status, key).toBe(403);
      expect(res.body).toEqual({ status: 0, msg: MSG.notYourAccount });
    },
  );

});

describe("admin routes admit the shop's admin only", () => {
  const adminEntries = Object.entries(TABLE).filter(([, access]) => access.auth === "admin");
  let customerToken: string;
  let adminToken: string;
  let deactivatedAdminToken: string;

  beforeAll(async () => {
    customerToken = await sessionOf(await createCustomer());
    adminToken = await adminSessionOf(await createAdmin());
    const deactivated = await createAdmin();
    deactivatedAdminToken = await adminSessionOf(deactivated);
    await db.admin.update({ where: { id: deactivated.id }, data: { active: false } });
  });

  it("lists the back office's routes", () => {
    expect(adminEntries.length).toBeGreaterThan(0);
  });

  it.each(adminEntries)("%s: 403 for a customer, 401 for a forged subrequest, a renamed customer cookie or a deactivated admin; an admin passes", async (key) => {
    const [file, method] = key.split(" ") as [string, Method];
    const mod = (await import(path.join(API_DIR, file))) as Record<Method, Exported>;
    const params = paramsFor(file, "c" + "0".repeat(24));
    const send = (headers: Record<string, string>, session: string | null = null) => call(mod[method], { method, params, session, body: {}, headers });

    const asCustomer = await send({}, customerToken);
    expect(asCustomer.status, `${key} customer`).toBe(403);
    expect(asCustomer.body).toEqual({ status: 0, msg: MSG.adminOnly });

    // CVE-2025-29927: the header that once made Next skip middleware changes nothing here.
    const forged = await send({ "x-middleware-subrequest": "src/proxy:src/proxy:src/proxy:src/proxy:src/proxy" });
    expect(forged.status, `${key} forged subrequest`).toBe(401);
    expect(forged.body).toEqual({ status: 0, msg: MSG.adminLoginFirst });

    // A customer's token under the admin cookie's name: another key, another role, no session.
    const renamed = await send({ cookie: adminCookie(customerToken) });
    expect(renamed.status, `${key} renamed cookie`).toBe(401);

    const deactivated = await send({ cookie: adminCookie(deactivatedAdminToken) });
    expect(deactivated.status, `${key} deactivated admin`).toBe(401);

    // A page on another site cannot make the admin's browser change anything.
    if (method !== "GET") {
      const crossSite = await send({ cookie: adminCookie(adminToken), origin: "https://evil.example", "sec-fetch-site": "cross-site" });
      expect(crossSite.status, `${key} cross-site`).toBe(403);
    }

    // The admin gets past authorization: whatever the empty body earns (400, 404...), never 401 or 403.
    const asAdmin = await send({ cookie: adminCookie(adminToken) });
    expect([401, 403], `${key} admin got ${asAdmin.status}: ${JSON.stringify(asAdmin.body)}`).not.toContain(asAdmin.status);
  });
});

describe("admin routes admit only the roles whose permission they name", () => {
  const adminEntries = Object.entries(TABLE).filter((entry): entry is [string, Extract<Access, { auth: "admin" }>] => entry[1].auth === "admin");
  const tokens = {} as Record<StaffRole, string>;

  beforeAll(async () => {
    for (const role of STAFF_ROLES) tokens[role] = await adminSessionOf(await createAdmin({ role }));
  });

  it("every role may open something and the owner may open everything", () => {
    for (const role of STAFF_ROLES) expect(adminEntries.some(([, access]) => can(role, access.permission)), role).toBe(true);
    expect(adminEntries.every(([, access]) => can("owner", access.permission))).toBe(true);
    // The table is not trivially open: the writer is refused most of the back office.
    expect(adminEntries.filter(([, access]) => !can("writer", access.permission)).length).toBeGreaterThan(adminEntries.length / 2);
  });

  it.each(adminEntries)("%s: 403 for each role without its permission, past the role check for each role with it", async (key, access) => {
    const [file, method] = key.split(" ") as [string, Method];
    const mod = (await import(path.join(API_DIR, file))) as Record<Method, Exported>;
    const params = paramsFor(file, "c" + "0".repeat(24));
    for (const role of STAFF_ROLES) {
      const res = await call(mod[method], { method, params, body: {}, headers: { cookie: adminCookie(tokens[role]) } });
      if (can(role, access.permission)) {
        const refusedForRole = res.status === 401 || (res.status === 403 && res.body?.msg === STAFF_MSG.roleForbidden);
        expect(refusedForRole, `${key} ${role} got ${res.status}: ${JSON.stringify(res.body)}`).toBe(false);
        expect(res.status, `${key} ${role}`).not.toBe(401);
      } else {
        expect(res.status, `${key} ${role}`).toBe(403);
        expect(res.body, `${key} ${role}`).toEqual({ status: 0, msg: STAFF_MSG.roleForbidden });
      }
    }
  });

  it("a changed role applies to the very next request of the same session", async () => {
    const member = await createAdmin({ role: "orders" });
    const token = await adminSessionOf(member);
    const mod = (await import(path.join(API_DIR, "admin/settings/route.ts"))) as Record<Method, Exported>;
    const orders = (await import(path.join(API_DIR, "order/all/route.ts"))) as Record<Method, Exported>;
    const get = (handler: Exported) => call(handler, { method: "GET", headers: { cookie: adminCookie(token) } });

    expect((await get(mod.GET)).status).toBe(403);
    expect((await get(orders.GET)).status).toBe(200);

    await db.admin.update({ where: { id: member.id }, data: { role: "owner" } });
    expect((await get(mod.GET)).status).toBe(200);

    await db.admin.update({ where: { id: member.id }, data: { role: "writer" } });
    const refused = await get(orders.GET);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ status: 0, msg: STAFF_MSG.roleForbidden });
  });
});
