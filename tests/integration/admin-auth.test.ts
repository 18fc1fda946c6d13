import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/admin/login/route";
import { POST as logout } from "@/app/api/admin/logout/route";
import { GET as me } from "@/app/api/admin/me/route";
import { PUT as resetPassword } from "@/app/api/admin/reset-password/route";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import { PERMISSIONS } from "@/lib/admin/permissions";
import { safeAdminNext } from "@/lib/admin/safe-next";
import { MSG } from "@/lib/messages/shop";
import { ZAdminLoginRequest } from "@/lib/schemas/admin-auth";
import { ADMIN_LOGIN_FAILURES_PER_ACCOUNT, DEMO_ADMIN_PASSWORD, refusesDemoPassword } from "@/server/admin/auth/admin-auth-rules";
import { loginAdmin } from "@/server/admin/auth/login-admin";
import { adminCookieName } from "@/server/auth/admin-session";
import { adminFromSessionToken } from "@/server/auth/authorize";
import { verifySecret } from "@/server/auth/password";
import { db } from "@/server/db";
import { CROSS_SITE_MSG } from "@/server/http/same-origin";
import { proxy } from "@/proxy";
import { DEMO_ADMIN_DEFAULTS, adminFromEnv } from "../../prisma/seed/seed-demo";
import { type CallResult, call, newAddress, newEmail } from "./accounts-support";
import { ADMIN_PASSWORD, adminCookie, adminSessionOf, callAsAdmin, createAdmin } from "./admin-support";

// The back office's sign-in, logout, reset and /me through the real handlers and database
// (back office §2, §5, §7, §8; issue 13 "Admin sign-in and the guard").

/** The admin token an answer set, or null (a cleared cookie counts as none). */
function adminTokenFrom(result: CallResult): string | null {
  const prefix = `${adminCookieName()}=`;
  const value = result.setCookies.find((c) => c.startsWith(prefix))?.slice(prefix.length).split(";")[0];
  return value ? value : null;
}

function expectFailure(res: CallResult, status: number, msg: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ status: 0, msg });
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(adminTokenFrom(res)).toBeNull();
}

const signIn = (body: unknown, address = newAddress()) => call(login, { body, address });

describe("POST /api/admin/login", () => {
  it("answers { LoginInfo } and sets an admin cookie whose session is live", async () => {
    const admin = await createAdmin();
    const res = await signIn({ email: `  ${admin.email.toUpperCase()} `, password: ADMIN_PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ status: 1, msg: ADMIN_AUTH_MSG.loggedIn, LoginInfo: { _id: admin.id, name: admin.name, email: admin.email } });
    const cookie = res.setCookies.find((c) => c.startsWith(`${adminCookieName()}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const token = adminTokenFrom(res);
    expect((await adminFromSessionToken(token))?.id).toBe(admin.id);
    expect(await db.session.count({ where: { adminId: admin.id, kind: "admin", revokedAt: null } })).toBe(1);
  });

  it("gives one 401 msg for a wrong password, an unknown e-mail and a deactivated admin", async () => {
    const admin = await createAdmin();
    const inactive = await createAdmin({ active: false });
    expectFailure(await signIn({ email: admin.email, password: "wrong-password" }), 401, ADMIN_AUTH_MSG.invalidLogin);
    expectFailure(await signIn({ email: newEmail("nobody"), password: ADMIN_PASSWORD }), 401, ADMIN_AUTH_MSG.invalidLogin);
    expectFailure(await signIn({ email: inactive.email, password: ADMIN_PASSWORD }), 401, ADMIN_AUTH_MSG.invalidLogin);
  });

  it("never signs a customer in: a customer's e-mail and password are unknown here", async () => {
    const { createCustomer, PASSWORD } = await import("./accounts-support");
    const customer = await createCustomer();
    expectFailure(await signIn({ email: customer.email, password: PASSWORD }), 401, ADMIN_AUTH_MSG.invalidLogin);
  });

  it.each([
    [{}, ADMIN_AUTH_MSG.loginFillAll],
    [{ email: "", password: "x" }, ADMIN_AUTH_MSG.loginFillAll],
    [{ email: "a@example.com", password: "" }, ADMIN_AUTH_MSG.loginFillAll],
    [{ email: "not-an-email", password: "x" }, MSG.contactEmailInvalid],
  ])("refuses %j with 400", async (body, msg) => {
    expectFailure(await signIn(body), 400, msg);
  });

  it("refuses a body that is not JSON with 400, never 500", async () => {
    const res = await call(login, { raw: "{not json" });
    expect(res.status).toBe(400);
  });

  it("throttles an account after 5 failures: 429 with Retry-After, even for the right password", async () => {
    const admin = await createAdmin();
    for (let i = 0; i < ADMIN_LOGIN_FAILURES_PER_ACCOUNT.limit; i++) {
      expect((await signIn({ email: admin.email, password: `wrong-${i}` })).status).toBe(401);
    }
    const res = await signIn({ email: admin.email, password: ADMIN_PASSWORD });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(res.body?.msg).toMatch(/Too many failed attempts/);
    expect(adminTokenFrom(res)).toBeNull();
  });

  it("throttles an address after 20 failures, whatever the e-mails", async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i++) expect((await signIn({ email: newEmail("guess"), password: "nope" }, address)).status).toBe(401);
    const admin = await createAdmin();
    const res = await signIn({ email: admin.email, password: ADMIN_PASSWORD }, address);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });

  it("refuses the demo password on a production server that is not the local shop", async () => {
    expect(refusesDemoPassword({ NODE_ENV: "production", SHOP_LOCAL: false })).toBe(true);
    expect(refusesDemoPassword({ NODE_ENV: "production", SHOP_LOCAL: true })).toBe(false);
    expect(refusesDemoPassword({ NODE_ENV: "test", SHOP_LOCAL: false })).toBe(false);

    const admin = await createAdmin({ password: DEMO_ADMIN_PASSWORD });
    const input = ZAdminLoginRequest.parse({ email: admin.email, password: DEMO_ADMIN_PASSWORD });
    await expect(loginAdmin({ input, address: newAddress(), environment: { NODE_ENV: "production", SHOP_LOCAL: false } })).rejects.toMatchObject({
      status: 403,
      message: ADMIN_AUTH_MSG.demoPasswordRefused,
    });
    expect(ADMIN_AUTH_MSG.demoPasswordRefused).toContain("npm run admin:create");
    // The local shop (npm start, the e2e tests) and a wrong password are not affected.
    await expect(loginAdmin({ input, address: newAddress(), environment: { NODE_ENV: "production", SHOP_LOCAL: true } })).resolves.toMatchObject({ id: admin.id });
    const wrong = ZAdminLoginRequest.parse({ email: admin.email, password: "wrong-password" });
    await expect(loginAdmin({ input: wrong, address: newAddress(), environment: { NODE_ENV: "production", SHOP_LOCAL: false } })).rejects.toMatchObject({ status: 401 });
  });

  it("refuses a cross-site sign-in with 403", async () => {
    const admin = await createAdmin();
    const res = await call(login, { body: { email: admin.email, password: ADMIN_PASSWORD }, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expectFailure(res, 403, CROSS_SITE_MSG);
  });
});

describe("POST /api/admin/logout", () => {
  it("revokes the session and clears the cookie; the old token is refused from then on", async () => {
    const admin = await createAdmin();
    const token = await adminSessionOf(admin);
    expect((await callAsAdmin(me, token, { method: "GET" })).status).toBe(200);

    const res = await callAsAdmin(logout, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 1, msg: ADMIN_AUTH_MSG.loggedOut });
    const cleared = res.setCookies.find((c) => c.startsWith(`${adminCookieName()}=`))!;
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(adminTokenFrom(res)).toBeNull();

    expect(await adminFromSessionToken(token)).toBeNull();
    expect((await callAsAdmin(me, token, { method: "GET" })).status).toBe(401);
  });

  it("answers 200 without a session too (logging out twice is no error)", async () => {
    const res = await call(logout);
    expect(res.status).toBe(200);
    expect(res.setCookies.some((c) => c.startsWith(`${adminCookieName()}=`))).toBe(true);
  });

  it("refuses a cross-site logout with 403", async () => {
    const res = await call(logout, { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(403);
  });
});

describe("GET /api/admin/me", () => {
  it("answers the signed-in admin", async () => {
    const admin = await createAdmin();
    const res = await callAsAdmin(me, await adminSessionOf(admin), { method: "GET" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 1, msg: "OK", admin: { _id: admin.id, name: admin.name, email: admin.email, role: "owner", permissions: [...PERMISSIONS] } });
  });

  it("is 401 without a session, and for a deactivated admin's", async () => {
    expect((await call(me, { method: "GET" })).status).toBe(401);
    const admin = await createAdmin();
    const token = await adminSessionOf(admin);
    await db.admin.update({ where: { id: admin.id }, data: { active: false } });
    expect((await callAsAdmin(me, token, { method: "GET" })).status).toBe(401);
  });
});

describe("PUT /api/admin/reset-password", () => {
  const reset = (body: unknown, address = newAddress()) => call(resetPassword, { method: "PUT", body, address });

  it("gives one 401 msg for a wrong secret and an unknown e-mail, and changes nothing", async () => {
    const admin = await createAdmin();
    const before = await db.admin.findUniqueOrThrow({ where: { id: admin.id }, omit: { passwordHash: false } });
    expectFailure(await reset({ email: admin.email, secretKey: "wrong-secret", newPassword: "New-password-1" }), 401, ADMIN_AUTH_MSG.invalidReset);
    expectFailure(await reset({ email: newEmail("nobody"), secretKey: admin.resetSecret, newPassword: "New-password-1" }), 401, ADMIN_AUTH_MSG.invalidReset);
    const after = await db.admin.findUniqueOrThrow({ where: { id: admin.id }, omit: { passwordHash: false } });
    expect(after.passwordHash).toBeTruthy();
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.sessionVersion).toBe(before.sessionVersion);
  });

  it.each([
    [{ secretKey: "s", newPassword: "New-password-1" }, ADMIN_AUTH_MSG.resetFillAll],
    [{ email: "a@example.com", newPassword: "New-password-1" }, ADMIN_AUTH_MSG.resetFillAll],
    [{ email: "a@example.com", secretKey: "s" }, ADMIN_AUTH_MSG.resetFillAll],
    [{ email: "a@example.com", secretKey: "s", newPassword: "short" }, MSG.passwordTooShort(8)],
    [{ email: "a@example.com", secretKey: "s", newPassword: "x".repeat(129) }, MSG.passwordTooLong(128)],
  ])("refuses %j with 400", async (body, msg) => {
    expectFailure(await reset(body), 400, msg);
  });

  it("sets the new password, ends every session of the admin, and the new password signs in", async () => {
    const admin = await createAdmin();
    const oldToken = await adminSessionOf(admin);
    const otherToken = await adminSessionOf(admin);
    expect(await adminFromSessionToken(oldToken)).not.toBeNull();

    const res = await reset({ email: admin.email, secretKey: admin.resetSecret, newPassword: "Brand-new-925" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ status: 1, msg: ADMIN_AUTH_MSG.passwordReset });

    const stored = await db.admin.findUniqueOrThrow({ where: { id: admin.id }, omit: { passwordHash: false } });
    expect(stored.sessionVersion).toBe(admin.sessionVersion + 1);
    expect(await verifySecret("Brand-new-925", stored.passwordHash)).toBe(true);
    expect(await adminFromSessionToken(oldToken)).toBeNull();
    expect(await adminFromSessionToken(otherToken)).toBeNull();
    expect((await callAsAdmin(me, oldToken, { method: "GET" })).status).toBe(401);

    expect((await signIn({ email: admin.email, password: ADMIN_PASSWORD })).status).toBe(401);
    const again = await signIn({ email: admin.email, password: "Brand-new-925" });
    expect(again.status).toBe(200);
    const fresh = adminTokenFrom(again);
    expect((await call(me, { method: "GET", headers: { cookie: adminCookie(fresh!) } })).status).toBe(200);
  });

  it("throttles wrong secrets per account: 429 with Retry-After, even for the right secret", async () => {
    const admin = await createAdmin();
    for (let i = 0; i < 5; i++) expect((await reset({ email: admin.email, secretKey: `wrong-${i}`, newPassword: "New-password-1" })).status).toBe(401);
    const res = await reset({ email: admin.email, secretKey: admin.resetSecret, newPassword: "New-password-1" });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses a cross-site reset with 403", async () => {
    const res = await call(resetPassword, { method: "PUT", body: {}, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(403);
  });
});

describe("the first admin", () => {
  it("is the demo admin only on the local shop, the env's admin when both are set, else none", () => {
    expect(adminFromEnv({})).toBeNull();
    expect(adminFromEnv({ NODE_ENV: "production" })).toBeNull();
    expect(adminFromEnv({ SHOP_LOCAL: "1" })).toEqual(DEMO_ADMIN_DEFAULTS);
    expect(DEMO_ADMIN_DEFAULTS.password).toBe(DEMO_ADMIN_PASSWORD);
    expect(adminFromEnv({ ADMIN_EMAIL: " Owner@Shop.example ", ADMIN_PASSWORD: "Owner-pass-1", ADMIN_RESET_SECRET: "owner-secret", ADMIN_NAME: " Meera Shah " })).toEqual({
      name: "Meera Shah",
      email: "owner@shop.example",
      password: "Owner-pass-1",
      resetSecret: "owner-secret",
    });
    expect(adminFromEnv({ ADMIN_EMAIL: "owner@shop.example", ADMIN_PASSWORD: "Owner-pass-1" })).toMatchObject({ name: DEMO_ADMIN_DEFAULTS.name });
    expect(adminFromEnv({ ADMIN_EMAIL: "owner@shop.example" })).toBeNull();
  });
});

describe("the login page's next", () => {
  const origin = "https://shop.example";
  it.each([
    ["/admin/category", "/admin/category"],
    ["/admin/products?page=2", "/admin/products?page=2"],
    ["/admin", "/admin"],
    [null, "/admin"],
    ["", "/admin"],
    ["/", "/admin"],
    ["/shop/product", "/admin"],
    ["/administrator", "/admin"],
    ["//evil.example/admin", "/admin"],
    ["/\\evil.example/admin", "/admin"],
    ["https://evil.example/admin", "/admin"],
    ["javascript:alert(1)", "/admin"],
  ])("%j goes to %j", (next, expected) => {
    expect(safeAdminNext(next, origin)).toBe(expected);
  });
});

describe("the proxy's first line for /admin pages", () => {
  const visit = (path: string, cookie?: string) => proxy(new NextRequest(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }));

  it.each(["/admin", "/admin/category", "/admin/products?page=2"])("sends a signed-out visit of %s to /adm-login?next=", async (path) => {
    const response = await visit(path);
    expect(response?.status).toBe(307);
    const location = new URL(response!.headers.get("location")!);
    expect(location.pathname).toBe("/adm-login");
    expect(location.searchParams.get("next")).toBe(path);
    expect(response!.headers.get("x-robots-tag")).toBe("noindex");
  });

  it("redirects a forged or customer cookie too, and lets a readable admin cookie through (the layout checks the rest)", async () => {
    expect((await visit("/admin/colors", adminCookie("forged-token")))?.status).toBe(307);
    const admin = await createAdmin();
    const through = await visit("/admin/colors", adminCookie(await adminSessionOf(admin)));
    expect(through?.status).toBe(200);
    expect(through?.headers.get("location")).toBeNull();
    expect(through?.headers.get("x-robots-tag")).toBe("noindex");
  });

  it("leaves the sign-in pages open (never indexed) and other paths alone", async () => {
    for (const path of ["/adm-login", "/adm-forgot-password"]) {
      const response = await visit(path);
      expect(response?.headers.get("location") ?? null).toBeNull();
      expect(response?.headers.get("x-robots-tag")).toBe("noindex");
    }
    expect((await visit("/administrator"))?.headers.get("location") ?? "").not.toMatch(/adm-login/);
  });
});
