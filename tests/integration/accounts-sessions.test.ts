import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as changePassword } from "@/app/api/user/change-password/route";
import { POST as forgot } from "@/app/api/user/forgot-password/route";
import { POST as login } from "@/app/api/user/login-user/route";
import { POST as logout } from "@/app/api/user/logout/route";
import { GET as me } from "@/app/api/user/me/route";
import { POST as register } from "@/app/api/user/register-user/route";
import { POST as reset } from "@/app/api/user/reset-password/route";
import { DELETE as revokeOne } from "@/app/api/user/sessions/[sessionId]/route";
import { POST as revokeAll } from "@/app/api/user/sessions/revoke-all/route";
import { GET as listSessions } from "@/app/api/user/sessions/route";
import { env } from "@/env";
import type { DeviceSessionJSON } from "@/lib/json/device-session";
import { MSG } from "@/lib/messages/shop";
import { SESSION_MSG } from "@/lib/messages/session";
import { authOptions } from "@/server/auth/auth-options";
import { createSession } from "@/server/auth/create-session";
import { customerCookieName, encodeCustomerSession } from "@/server/auth/customer-session";
import {
  CUSTOMER_SESSION_IDLE_MS,
  CUSTOMER_SESSION_LIFETIME_MS,
  SESSIONS_PER_OWNER_MAX,
  SESSION_TOUCH_INTERVAL_MS,
  SESSION_USER_AGENT_MAX,
} from "@/server/auth/session-rules";
import { db } from "@/server/db";
import { latestMailTo, resetLinkIn } from "@/server/mail/outbox";
import { type CallResult, PASSWORD, type TestCustomer, call, createCustomer, newEmail, sessionFrom, sessionIdOf, sessionOf } from "./accounts-support";

// Server-side sessions (issue 15), through the real route handlers and database: every sign-in
// makes a Session row whose id is in the token, and every protected call checks that row in the
// same query that loads the customer. Logout, "Sign out of this device", "Sign out everywhere", a
// password change (the others) and a reset (all) revoke rows; the idle timeout and the absolute
// lifetime end them; lastSeenAt is refreshed at most every 5 minutes.

// The app's own Prisma client (src/server/db.ts reuses one found on globalThis), made before any
// import here loads db.ts and built like db.ts builds it, except that it reports every query it
// sends, so a test can count the round trips of a protected call.
const queries = await vi.hoisted(async () => {
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const { PrismaClient } = await import("@/generated/prisma/client");
  const seen: string[] = [];
  const client = new PrismaClient({
    adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL!, max: 5 }),
    omit: { customer: { passwordHash: true }, admin: { passwordHash: true, resetSecretHash: true } },
    log: [{ emit: "event", level: "query" }],
  });
  client.$on("query", (event) => seen.push(event.query));
  (globalThis as { prisma?: unknown }).prisma = client;
  return seen;
});

const CHROME_ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0";
const NEW_PASSWORD = "Rose-Gold-Chain-22";
const MINUTE = 60 * 1000;

function expectFailure(res: CallResult, status: number, msg: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ status: 0, msg });
  expect(res.headers.get("cache-control")).toBe("no-store");
}

const meStatus = async (session: string | null) => (await call(me, { method: "GET", session })).status;
const rowOf = async (token: string) => db.session.findUniqueOrThrow({ where: { id: await sessionIdOf(token) } });
const setTimes = async (token: string, data: { lastSeenAt?: Date; expiresAt?: Date }) => db.session.update({ where: { id: await sessionIdOf(token) }, data });
const clearsCookie = (res: CallResult) => res.setCookies.some((c) => c.startsWith(`${customerCookieName()}=;`) && /Max-Age=0/i.test(c));

async function loginAs(customer: TestCustomer, userAgent?: string): Promise<string> {
  const res = await call(login, { body: { email: customer.email, password: customer.password }, headers: userAgent ? { "user-agent": userAgent } : {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return sessionFrom(res)!;
}

async function listed(session: string): Promise<DeviceSessionJSON[]> {
  const res = await call(listSessions, { method: "GET", session });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body!.sessions as DeviceSessionJSON[];
}

describe("signing in", () => {
  it("makes one Session row per login: kind customer, the User-Agent, 90 days to live; its id is in the token", async () => {
    const customer = await createCustomer();
    const before = Date.now();
    const first = await loginAs(customer, CHROME_ANDROID);
    const second = await loginAs(customer, SAFARI_IPHONE);
    expect(await sessionIdOf(first)).not.toBe(await sessionIdOf(second));

    const rows = await db.session.findMany({ where: { customerId: customer.id }, orderBy: { createdAt: "asc" } });
    expect(rows.map((row) => [row.kind, row.userAgent, row.adminId, row.revokedAt])).toEqual([
      ["customer", CHROME_ANDROID, null, null],
      ["customer", SAFARI_IPHONE, null, null],
    ]);
    expect(rows[0]!.id).toBe(await sessionIdOf(first));
    expect(rows[0]!.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const lifetime = rows[0]!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(CUSTOMER_SESSION_LIFETIME_MS - 1000);
    expect(lifetime).toBeLessThanOrEqual(CUSTOMER_SESSION_LIFETIME_MS + 5000);
    expect(await meStatus(first)).toBe(200);
    expect(await meStatus(second)).toBe(200);
  });

  it("registration makes a session too; the User-Agent is kept trimmed, without control characters, at most 256 characters", async () => {
    const email = newEmail("reg");
    const agent = `  ${"A".repeat(300)}\u0007 `;
    const res = await call(register, { body: { name: "Asha Verma", email, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true }, headers: { "user-agent": agent } });
    expect(res.status).toBe(201);
    const row = await rowOf(sessionFrom(res)!);
    expect(row.userAgent).toBe("A".repeat(SESSION_USER_AGENT_MAX));
    expect(await meStatus(sessionFrom(res))).toBe(200);
  });

  it("refuses a token whose session row is unknown, or is another customer's", async () => {
    const customer = await createCustomer();
    const other = await createCustomer();
    const otherToken = await sessionOf(other);
    const forged = (sessionId: string) => encodeCustomerSession({ customerId: customer.id, sessionVersion: customer.sessionVersion, sessionId });
    expectFailure(await call(me, { method: "GET", session: await forged("x".repeat(32)) }), 401, MSG.loginFirst);
    expectFailure(await call(me, { method: "GET", session: await forged(await sessionIdOf(otherToken)) }), 401, MSG.loginFirst);
    expect(await meStatus(otherToken)).toBe(200);
  });

  it(`keeps at most ${SESSIONS_PER_OWNER_MAX} live sessions: a new sign-in past that ends the least recently used`, async () => {
    const customer = await createCustomer();
    const oldest = await sessionOf(customer);
    await setTimes(oldest, { lastSeenAt: new Date(Date.now() - 10 * MINUTE) });
    const others = [];
    for (let i = 0; i < SESSIONS_PER_OWNER_MAX; i += 1) others.push(await sessionOf(customer));
    expect(await db.session.count({ where: { customerId: customer.id } })).toBe(SESSIONS_PER_OWNER_MAX);
    expect(await meStatus(oldest)).toBe(401);
    expect(await meStatus(others[0]!)).toBe(200);
  });

  it("visitors make no session rows", async () => {
    const before = await db.session.count();
    expect((await call(logout, {})).status).toBe(200);
    expect((await call(me, { method: "GET" })).status).toBe(401);
    expect((await call(listSessions, { method: "GET" })).status).toBe(401);
    expect(await db.session.count()).toBe(before);
  });
});

describe("POST /api/user/logout", () => {
  it("ends the session on the server: a copy of the token saved before logout gets 401 after it", async () => {
    const customer = await createCustomer();
    const saved = await loginAs(customer);
    const otherDevice = await loginAs(customer);
    expect(await meStatus(saved)).toBe(200);

    const res = await call(logout, { session: saved });
    expect(res.status).toBe(200);
    expect(clearsCookie(res)).toBe(true);
    expectFailure(await call(me, { method: "GET", session: saved }), 401, MSG.loginFirst);
    expect((await rowOf(saved)).revokedAt).not.toBeNull();
    // Only that session ends.
    expect(await meStatus(otherDevice)).toBe(200);
  });
});

describe("next-auth's own sign-out (/api/auth/signout)", () => {
  it("revokes the session row like /api/user/logout", async () => {
    const customer = await createCustomer();
    const token = await sessionOf(customer);
    const signOut = authOptions().events!.signOut!;
    await signOut({ token: { sub: customer.id, role: "customer", sv: customer.sessionVersion, sid: await sessionIdOf(token) } } as never);
    expect(await meStatus(token)).toBe(401);
    expect((await rowOf(token)).revokedAt).not.toBeNull();
  });
});

describe("a password change and a reset", () => {
  it("a change ends every other session (their rows revoked); the current one keeps working", async () => {
    const customer = await createCustomer();
    const current = await loginAs(customer, CHROME_ANDROID);
    const phone = await loginAs(customer, SAFARI_IPHONE);
    const laptop = await loginAs(customer, FIREFOX_WINDOWS);
    const res = await call(changePassword, { session: current, body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(laptop)).toBe(401);
    expect(await meStatus(current)).toBe(200);
    expect((await rowOf(phone)).revokedAt).not.toBeNull();
    expect((await rowOf(current)).revokedAt).toBeNull();
    expect((await listed(current)).map((s) => s._id)).toEqual([await sessionIdOf(current)]);
  });

  it("a reset ends every session (all rows revoked)", async () => {
    const outbox = await mkdtemp(path.join(tmpdir(), "outbox-"));
    const original = env.MAIL_OUTBOX_DIR;
    env.MAIL_OUTBOX_DIR = outbox;
    try {
      const customer = await createCustomer();
      const sessions = [await loginAs(customer), await loginAs(customer)];
      expect((await call(forgot, { body: { email: customer.email } })).status).toBe(200);
      const token = new URL(resetLinkIn((await latestMailTo(outbox, customer.email))!)!).searchParams.get("token")!;
      expect((await call(reset, { body: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } })).status).toBe(200);

      for (const session of sessions) expect(await meStatus(session)).toBe(401);
      expect(await db.session.count({ where: { customerId: customer.id, revokedAt: null } })).toBe(0);
    } finally {
      env.MAIL_OUTBOX_DIR = original;
      await rm(outbox, { recursive: true, force: true });
    }
  });
});

describe("idle timeout and absolute lifetime", () => {
  it(`ends a session unused for ${CUSTOMER_SESSION_IDLE_MS / 86_400_000} days; one used just within it goes on`, async () => {
    const customer = await createCustomer();
    const idle = await sessionOf(customer);
    const recent = await sessionOf(customer);
    await setTimes(idle, { lastSeenAt: new Date(Date.now() - CUSTOMER_SESSION_IDLE_MS - MINUTE) });
    await setTimes(recent, { lastSeenAt: new Date(Date.now() - CUSTOMER_SESSION_IDLE_MS + 10 * MINUTE) });
    expectFailure(await call(me, { method: "GET", session: idle }), 401, MSG.loginFirst);
    expect(await meStatus(recent)).toBe(200);
    // ...and using it made it fresh again.
    expect(Date.now() - (await rowOf(recent)).lastSeenAt.getTime()).toBeLessThan(MINUTE);
  });

  it("ends a session past its absolute lifetime, however recently it was used", async () => {
    const customer = await createCustomer();
    const token = await sessionOf(customer);
    await setTimes(token, { expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() });
    expectFailure(await call(me, { method: "GET", session: token }), 401, MSG.loginFirst);
  });

  it("a deactivated customer's sessions end although their rows are live", async () => {
    const customer = await createCustomer();
    const token = await sessionOf(customer);
    await db.customer.update({ where: { id: customer.id }, data: { active: false } });
    expect(await meStatus(token)).toBe(401);
    expect((await rowOf(token)).revokedAt).toBeNull();
  });
});

describe("the check on every protected call", () => {
  it("costs one query; lastSeenAt is written at most once per 5 minutes, by one conditional update", async () => {
    const customer = await createCustomer();
    const token = await sessionOf(customer);

    queries.length = 0;
    expect(await meStatus(token)).toBe(200);
    expect(queries, queries.join("\n")).toHaveLength(1);
    expect(queries[0]).toMatch(/FROM "Session" s JOIN "Customer" c/);

    // Seen 2 minutes ago: nothing written.
    const twoMinutesAgo = new Date(Date.now() - 2 * MINUTE);
    await setTimes(token, { lastSeenAt: twoMinutesAgo });
    queries.length = 0;
    expect(await meStatus(token)).toBe(200);
    expect(queries).toHaveLength(1);
    expect((await rowOf(token)).lastSeenAt).toEqual(twoMinutesAgo);

    // Seen longer ago than the interval: one more statement, an UPDATE, and lastSeenAt is now.
    await setTimes(token, { lastSeenAt: new Date(Date.now() - SESSION_TOUCH_INTERVAL_MS - MINUTE) });
    queries.length = 0;
    expect(await meStatus(token)).toBe(200);
    expect(queries).toHaveLength(2);
    expect(queries[1]).toMatch(/^UPDATE "public"\."Session"/);
    expect(Date.now() - (await rowOf(token)).lastSeenAt.getTime()).toBeLessThan(MINUTE);
  });
});

describe("GET /api/user/sessions", () => {
  it("lists the customer's live sessions only, this device first and marked, with the device in plain words", async () => {
    const customer = await createCustomer();
    const phone = await loginAs(customer, SAFARI_IPHONE);
    const current = await loginAs(customer, CHROME_ANDROID);
    const ended = await loginAs(customer, FIREFOX_WINDOWS);
    const idle = await loginAs(customer, FIREFOX_WINDOWS);
    await call(logout, { session: ended });
    await setTimes(idle, { lastSeenAt: new Date(Date.now() - CUSTOMER_SESSION_IDLE_MS - MINUTE) });
    const stranger = await sessionOf(await createCustomer());

    const res = await call(listSessions, { method: "GET", session: current });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const sessions = res.body!.sessions as DeviceSessionJSON[];
    expect(sessions.map((s) => [s._id, s.device, s.current])).toEqual([
      [await sessionIdOf(current), "Chrome on Android", true],
      [await sessionIdOf(phone), "Safari on iPhone", false],
    ]);
    const row = await rowOf(phone);
    expect(sessions[1]).toEqual({ _id: row.id, device: "Safari on iPhone", created_at: row.createdAt.toISOString(), last_seen_at: row.lastSeenAt.toISOString(), current: false });
    expect(JSON.stringify(res.body)).not.toContain(await sessionIdOf(stranger));
  });
});

describe("DELETE /api/user/sessions/{sessionId}", () => {
  it("ends another of the customer's own sessions: its token gets 401, this one goes on", async () => {
    const customer = await createCustomer();
    const current = await loginAs(customer);
    const other = await loginAs(customer, SAFARI_IPHONE);
    const res = await call(revokeOne, { method: "DELETE", session: current, params: { sessionId: await sessionIdOf(other) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ status: 1, msg: SESSION_MSG.sessionsSignedOutDevice });
    expect(clearsCookie(res)).toBe(false);
    expect(await meStatus(other)).toBe(401);
    expect(await meStatus(current)).toBe(200);
    // Once ended, it is gone: a second DELETE is a 404.
    expectFailure(await call(revokeOne, { method: "DELETE", session: current, params: { sessionId: await sessionIdOf(other) } }), 404, SESSION_MSG.sessionNotFound);
  });

  it("another customer's session id is a 404 and changes nothing; so is an unknown or malformed id", async () => {
    const customer = await createCustomer();
    const current = await loginAs(customer);
    const victim = await createCustomer();
    const victimSession = await loginAs(victim);
    const victimId = await sessionIdOf(victimSession);

    for (const sessionId of [victimId, "y".repeat(32), "../../etc", ""]) {
      expectFailure(await call(revokeOne, { method: "DELETE", session: current, params: { sessionId } }), 404, SESSION_MSG.sessionNotFound);
    }
    expect((await db.session.findUniqueOrThrow({ where: { id: victimId } })).revokedAt).toBeNull();
    expect(await meStatus(victimSession)).toBe(200);
  });

  it("ending this very session also clears its cookie", async () => {
    const customer = await createCustomer();
    const current = await loginAs(customer);
    const res = await call(revokeOne, { method: "DELETE", session: current, params: { sessionId: await sessionIdOf(current) } });
    expect(res.status).toBe(200);
    expect(clearsCookie(res)).toBe(true);
    expect(await meStatus(current)).toBe(401);
  });
});

describe("POST /api/user/sessions/revoke-all (Sign out everywhere)", () => {
  it("ends every session of the customer, this one included, and clears this cookie; other customers' stay", async () => {
    const customer = await createCustomer();
    const current = await loginAs(customer, CHROME_ANDROID);
    const second = await loginAs(customer, SAFARI_IPHONE);
    const bystander = await sessionOf(await createCustomer());
    expect((await listed(current)).length).toBe(2);

    const res = await call(revokeAll, { session: current });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ status: 1, msg: SESSION_MSG.sessionsSignedOutEverywhere, ended: 2 });
    expect(clearsCookie(res)).toBe(true);
    expect(await meStatus(second)).toBe(401);
    expect(await meStatus(current)).toBe(401);
    expect(await meStatus(bystander)).toBe(200);
    // The customer signs in again as usual.
    expect(await meStatus(await loginAs(customer))).toBe(200);
  });

  it("is refused cross-site (403) and without a session (401)", async () => {
    const customer = await createCustomer();
    const current = await loginAs(customer);
    expect((await call(revokeAll, { session: current, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect(await meStatus(current)).toBe(200);
    expectFailure(await call(revokeAll, {}), 401, MSG.loginFirst);
  });
});

describe("the back office's admin sessions share the table", () => {
  let adminId: string;
  beforeAll(async () => {
    const admin = await db.admin.create({ data: { name: "Owner", email: newEmail("admin"), passwordHash: "x", resetSecretHash: "x" } });
    adminId = admin.id;
  });
  afterAll(async () => {
    await db.admin.delete({ where: { id: adminId } });
  });

  it("an admin row has its own, shorter lifetime, and a customer token can never name it", async () => {
    const session = await createSession({ kind: "admin", ownerId: adminId });
    const row = await db.session.findUniqueOrThrow({ where: { id: session.id } });
    expect(row).toMatchObject({ kind: "admin", adminId, customerId: null });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(7 * 24 * 60 * MINUTE);
    const customer = await createCustomer();
    const token = await encodeCustomerSession({ customerId: customer.id, sessionVersion: customer.sessionVersion, sessionId: session.id });
    expect(await meStatus(token)).toBe(401);
    // The table itself refuses a row with the wrong owner for its kind.
    await expect(db.session.create({ data: { id: "z".repeat(32), kind: "admin", customerId: customer.id, expiresAt: new Date(Date.now() + MINUTE) } })).rejects.toThrow();
  });
});
