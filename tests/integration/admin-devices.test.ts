import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "@/env";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { deviceCookieName, hashDeviceId } from "@/server/admin/auth/admin-device";
import { adminCookieName, decodeAdminSession } from "@/server/auth/admin-session";
import { db } from "@/server/db";
import { latestMailTo } from "@/server/mail/outbox";
import * as loginRoute from "@/app/api/admin/login/route";
import * as dashboardRoute from "@/app/api/admin/dashboard/route";
import * as sessionsRoute from "@/app/api/admin/sessions/route";
import * as sessionRoute from "@/app/api/admin/sessions/[sessionId]/route";
import * as revokeOthersRoute from "@/app/api/admin/sessions/revoke-others/route";
import { type CallResult, call, createCustomer, sessionIdOf, sessionOf } from "./accounts-support";
import { type TestAdmin, adminSessionOf, callAsAdmin, createAdmin } from "./admin-support";

// A sign-in from a new browser mails the staff member (ASVS V6.3.5), and the admins' own session
// list with "Sign out this device" and "Sign out everywhere else" (issue 43 §2), through the real
// login and session handlers.

const CHROME_ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

let outbox: string;
let originalOutbox: string;
beforeAll(async () => {
  originalOutbox = env.MAIL_OUTBOX_DIR;
  outbox = await mkdtemp(path.join(tmpdir(), "outbox-devices-"));
  env.MAIL_OUTBOX_DIR = outbox;
});
afterAll(async () => {
  env.MAIL_OUTBOX_DIR = originalOutbox;
  await rm(outbox, { recursive: true, force: true });
});

const cookieValue = (res: CallResult, name: string) => res.setCookies.find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1).split(";")[0] ?? null;
const mailsTo = async (email: string) => (await readdir(outbox)).filter((file) => file.endsWith(`-${email}.eml`)).length;

async function signIn(admin: TestAdmin, { userAgent, device }: { userAgent: string; device?: string | null }) {
  const res = await call(loginRoute.POST, { body: { email: admin.email, password: admin.password }, headers: { "user-agent": userAgent, ...(device ? { cookie: `${deviceCookieName()}=${device}` } : {}) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 3)); // outbox files are named by the millisecond
  return res;
}

describe("a sign-in from a new device", () => {
  it("sends no mail on the first sign-in ever, one for a new browser, none for a known one", async () => {
    const admin = await createAdmin({ role: "orders" });

    const first = await signIn(admin, { userAgent: CHROME_ANDROID });
    const device = cookieValue(first, deviceCookieName());
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = first.setCookies.find((c) => c.startsWith(`${deviceCookieName()}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=\d{8}/);
    expect(await mailsTo(admin.email)).toBe(0);
    const rows = await db.adminDevice.findMany({ where: { adminId: admin.id } });
    expect(rows.map((r) => r.deviceHash)).toEqual([hashDeviceId(device!)]);

    // The same browser again: known, no mail, no new cookie.
    const again = await signIn(admin, { userAgent: CHROME_ANDROID, device });
    expect(cookieValue(again, deviceCookieName())).toBeNull();
    expect(await mailsTo(admin.email)).toBe(0);

    // Another browser: a mail naming it, and it joins the list.
    const other = await signIn(admin, { userAgent: FIREFOX_WINDOWS });
    expect(await mailsTo(admin.email)).toBe(1);
    const mail = (await latestMailTo(outbox, admin.email)) ?? "";
    expect(mail).toContain(`Subject: ${STAFF_MSG.newDeviceMailSubject}`);
    expect(mail).toContain("Firefox on Windows");
    expect(mail).toContain("change your password");
    expect(mail).toContain("tell the shop's owner");
    const otherDevice = cookieValue(other, deviceCookieName());
    expect(await db.adminDevice.count({ where: { adminId: admin.id } })).toBe(2);

    // That browser is known now, and so is the first.
    await signIn(admin, { userAgent: FIREFOX_WINDOWS, device: otherDevice });
    await signIn(admin, { userAgent: CHROME_ANDROID, device });
    expect(await mailsTo(admin.email)).toBe(1);

    // A forged or foreign cookie is a new device: a mail.
    await signIn(admin, { userAgent: CHROME_ANDROID, device: "z".repeat(43) });
    expect(await mailsTo(admin.email)).toBe(2);
  });

  it("another member's browser is new to this one", async () => {
    const a = await createAdmin({ role: "writer" });
    const b = await createAdmin({ role: "writer" });
    await signIn(b, { userAgent: CHROME_ANDROID }); // b has a device on its list
    const fromA = await signIn(a, { userAgent: FIREFOX_WINDOWS });
    await signIn(b, { userAgent: FIREFOX_WINDOWS, device: cookieValue(fromA, deviceCookieName()) });
    expect(await mailsTo(b.email)).toBe(1);
    expect(await mailsTo(a.email)).toBe(0);
  });
});

describe("the admin's own sessions", () => {
  it("lists live sessions, this one first; ends one; another admin's id is a 404; ends all others", async () => {
    const admin = await createAdmin({ role: "writer" });
    const login = await signIn(admin, { userAgent: FIREFOX_WINDOWS });
    const current = cookieValue(login, adminCookieName())!;
    const currentId = (await decodeAdminSession(current))!.sessionId;
    const second = await adminSessionOf(admin);
    const third = await adminSessionOf(admin);
    const secondId = (await decodeAdminSession(second))!.sessionId;

    const list = await callAsAdmin(sessionsRoute.GET, current, { method: "GET" });
    expect(list.status).toBe(200);
    const sessions = list.body!.sessions as { _id: string; device: string; current: boolean }[];
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ _id: currentId, device: "Firefox on Windows", current: true });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);

    // Another admin's session: 404, and it lives on.
    const stranger = await createAdmin({ role: "owner" });
    const strangerToken = await adminSessionOf(stranger);
    const strangerId = (await decodeAdminSession(strangerToken))!.sessionId;
    const refused = await callAsAdmin(sessionRoute.DELETE, current, { method: "DELETE", params: { sessionId: strangerId } });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ status: 0, msg: STAFF_MSG.sessionNotFound });
    expect((await callAsAdmin(dashboardRoute.GET, strangerToken, { method: "GET" })).status).toBe(200);
    expect((await callAsAdmin(sessionRoute.DELETE, current, { method: "DELETE", params: { sessionId: "bad id!" } })).status).toBe(404);

    // One of its own: that device is signed out at its next request.
    const ended = await callAsAdmin(sessionRoute.DELETE, current, { method: "DELETE", params: { sessionId: secondId } });
    expect(ended.status).toBe(200);
    expect((await callAsAdmin(dashboardRoute.GET, second, { method: "GET" })).status).toBe(401);
    expect((await callAsAdmin(sessionRoute.DELETE, current, { method: "DELETE", params: { sessionId: secondId } })).status).toBe(404);

    // Everywhere else: the third ends, this one stays.
    const others = await callAsAdmin(revokeOthersRoute.POST, current);
    expect(others.status).toBe(200);
    expect(others.body!.ended).toBe(1);
    expect((await callAsAdmin(dashboardRoute.GET, third, { method: "GET" })).status).toBe(401);
    expect((await callAsAdmin(dashboardRoute.GET, current, { method: "GET" })).status).toBe(200);
    const after = await callAsAdmin(sessionsRoute.GET, current, { method: "GET" });
    expect((after.body!.sessions as unknown[]).length).toBe(1);

    // This very session: ended, its cookie cleared.
    const self = await callAsAdmin(sessionRoute.DELETE, current, { method: "DELETE", params: { sessionId: currentId } });
    expect(self.status).toBe(200);
    expect(self.setCookies.some((c) => c.startsWith(`${adminCookieName()}=;`))).toBe(true);
    expect((await callAsAdmin(dashboardRoute.GET, current, { method: "GET" })).status).toBe(401);
  });

  it("a customer's session id is no admin's to end", async () => {
    const admin = await createAdmin({ role: "writer" });
    const token = await adminSessionOf(admin);
    const customerToken = await sessionOf(await createCustomer());
    const customerSessionId = await sessionIdOf(customerToken);
    expect((await callAsAdmin(sessionRoute.DELETE, token, { method: "DELETE", params: { sessionId: customerSessionId } })).status).toBe(404);
    expect((await db.session.findUniqueOrThrow({ where: { id: customerSessionId } })).revokedAt).toBeNull();
  });
});
