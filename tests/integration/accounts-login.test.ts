import { hash, verify } from "@node-rs/argon2";
import { describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/user/login-user/route";
import { POST as logout } from "@/app/api/user/logout/route";
import { GET as me } from "@/app/api/user/me/route";
import { POST as register } from "@/app/api/user/register-user/route";
import { env } from "@/env";
import { MSG } from "@/lib/messages/shop";
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS, REGISTER_PER_ADDRESS } from "@/server/auth/account-rules";
import { customerCookieName, setCustomerSessionCookie } from "@/server/auth/customer-session";
import { assertNotThrottled } from "@/server/auth/failure-throttle";
import { needsRehash, verifySecret } from "@/server/auth/password";
import { db } from "@/server/db";
import { CROSS_SITE_MSG } from "@/server/http/same-origin";
import { hitRateLimit } from "@/server/rate-limit";
import { uniq } from "../support/factories";
import { type CallResult, PASSWORD, call, createCustomer, newAddress, newEmail, sessionFrom, sessionOf } from "./accounts-support";

// Register, login, logout and me through the real route handlers and database (issue 7 §2, §4;
// QUALITY.md 3, 9, 10, 11, 14).

// argon2's verify, still the real one, wrapped so a test can count the verifications a login does.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...real, verify: vi.fn(real.verify) };
});
const argon2Verify = vi.mocked(verify);

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: "Asha Verma",
  email: newEmail("asha"),
  password: PASSWORD,
  confirmPassword: PASSWORD,
  acceptTerms: true,
  ...overrides,
});

function expectFailure(res: CallResult, status: number, msg: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ status: 0, msg });
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(sessionFrom(res)).toBeNull();
}

const storedCustomer = (email: string) => db.customer.findUnique({ where: { email }, omit: { passwordHash: false } });

describe("POST /api/user/register-user", () => {
  it("creates the customer (trimmed, e-mail lower-cased), answers 201 { user, User } and sets the session cookie", async () => {
    const email = newEmail("Asha");
    const res = await call(register, { body: registration({ name: "  Asha Verma ", email: `  ${email.toUpperCase()} ` }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const stored = await storedCustomer(email.toLowerCase());
    expect(stored).not.toBeNull();
    const user = { _id: stored!.id, name: "Asha Verma", email: email.toLowerCase(), phone: null };
    expect(res.body).toEqual({ status: 1, msg: MSG.registered, user, User: user });

    const token = sessionFrom(res);
    expect(token).toBeTruthy();
    const back = await call(me, { method: "GET", session: token });
    expect(back.body).toEqual({ status: 1, msg: "OK", User: user });
  });

  it("stores an argon2id hash, never the password", async () => {
    const body = registration();
    expect((await call(register, { body })).status).toBe(201);
    const stored = await storedCustomer(body.email);
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored!.passwordHash).not.toContain(PASSWORD);
    expect(await verifySecret(PASSWORD, stored!.passwordHash)).toBe(true);
  });

  it.each([
    [{ name: "" }, MSG.registerFillAll],
    [{ name: "   " }, MSG.registerFillAll],
    [{ email: "" }, MSG.registerFillAll],
    [{ password: "", confirmPassword: "" }, MSG.registerFillAll],
    [{ confirmPassword: "" }, MSG.registerFillAll],
    [{ acceptTerms: false }, MSG.registerFillAll],
    [{ acceptTerms: undefined }, MSG.registerFillAll],
    [{ acceptTerms: "true" }, MSG.registerFillAll],
    [{ name: 42 }, MSG.registerFillAll],
    [{ confirmPassword: "Silver-925-rinG" }, MSG.passwordsMustMatch],
    [{ password: "short12", confirmPassword: "short12" }, MSG.passwordTooShort(8)],
    [{ password: "p".repeat(129), confirmPassword: "p".repeat(129) }, MSG.passwordTooLong(128)],
    [{ email: "asha@" }, MSG.contactEmailInvalid],
    [{ name: "n".repeat(101) }, MSG.contactTooLong("Name", 100)],
    // The spec checks "fill everything" before anything else.
    [{ acceptTerms: false, confirmPassword: "other-password" }, MSG.registerFillAll],
  ])("%j → 400 %s, nothing stored", async (overrides, msg) => {
    const body = registration(overrides);
    expectFailure(await call(register, { body }), 400, msg);
    if (typeof body.email === "string" && body.email) expect(await storedCustomer(body.email.trim().toLowerCase())).toBeNull();
  });

  it("accepts exactly 8 and exactly 128 characters", async () => {
    for (const password of ["p".repeat(8), "p".repeat(128)]) {
      expect((await call(register, { body: registration({ password, confirmPassword: password }) })).status).toBe(201);
    }
  });

  it("answers 409 for an e-mail that has an account, however it is written", async () => {
    const body = registration();
    expect((await call(register, { body })).status).toBe(201);
    expectFailure(await call(register, { body: { ...body, email: ` ${body.email.toUpperCase()}` } }), 409, MSG.emailTaken);
    expect(await db.customer.count({ where: { email: body.email } })).toBe(1);
  });

  it("ignores fields a customer may not set (role, active, sessionVersion, id, googleId, passwordHash)", async () => {
    const forgedId = "c" + "1".repeat(24);
    const body = registration({ role: "admin", active: false, sessionVersion: 99, id: forgedId, _id: forgedId, googleId: "g-1", passwordHash: "x" });
    const res = await call(register, { body });
    expect(res.status).toBe(201);
    const stored = await storedCustomer(body.email);
    expect(stored).toMatchObject({ active: true, sessionVersion: 0, googleId: null });
    expect(stored!.id).not.toBe(forgedId);
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(Object.keys(res.body!.User as object).sort()).toEqual(["_id", "email", "name", "phone"]);
  });

  it(`allows ${REGISTER_PER_ADDRESS.limit} sign-ups per address an hour, then 429 with Retry-After`, async () => {
    const address = newAddress();
    for (let i = 0; i < REGISTER_PER_ADDRESS.limit; i += 1) expect((await call(register, { body: registration(), address })).status).toBe(201);
    const refused = await call(register, { body: registration(), address });
    expectFailure(refused, 429, MSG.tooManyAccountRequests(60));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call(register, { body: registration(), address: newAddress() })).status).toBe(201);
  });
});

describe("POST /api/user/login-user", () => {
  it("answers { User } and sets a 90-day (the session's absolute lifetime) HttpOnly, SameSite=Lax session cookie", async () => {
    const customer = await createCustomer();
    const res = await call(login, { body: { email: ` ${customer.email.toUpperCase()} `, password: PASSWORD } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ status: 1, msg: MSG.loggedIn, User: { _id: customer.id, name: customer.name, email: customer.email, phone: null } });
    const cookie = res.setCookies.find((c) => c.startsWith(`${customerCookieName()}=`))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).toMatch(/; Max-Age=7776000/i);
    expect(cookie).not.toMatch(/; Secure/i); // the test site is http://localhost
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await call(me, { method: "GET", session: sessionFrom(res) })).status).toBe(200);
  });

  it("sets a browser-session cookie (no Max-Age, no Expires) when remember is false", async () => {
    const customer = await createCustomer();
    const res = await call(login, { body: { email: customer.email, password: PASSWORD, remember: false } });
    const cookie = res.setCookies.find((c) => c.startsWith(`${customerCookieName()}=`))!;
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect((await call(me, { method: "GET", session: sessionFrom(res) })).status).toBe(200);
  });

  it("gives an unknown e-mail, a wrong password, a deactivated and a Google-only account the same answer", async () => {
    const known = await createCustomer();
    const inactive = await createCustomer({ active: false });
    const googleOnly = await createCustomer({ password: null, googleId: `g-${uniq()}` });
    const answers = [
      await call(login, { body: { email: newEmail("nobody"), password: PASSWORD } }),
      await call(login, { body: { email: known.email, password: `${PASSWORD}!` } }),
      await call(login, { body: { email: inactive.email, password: PASSWORD } }),
      await call(login, { body: { email: googleOnly.email, password: "" + PASSWORD } }),
    ];
    for (const res of answers) expectFailure(res, 401, MSG.invalidLogin);
    expect(new Set(answers.map((res) => JSON.stringify([res.status, res.body, [...res.headers.entries()]])))).toHaveProperty("size", 1);
  });

  it("does the same argon2 work for an unknown e-mail as for a wrong password (no timing tell)", async () => {
    // Timing itself is too noisy on a shared machine (the database round trips dwarf one hash), so
    // count the verifications: argon2's own verify, wrapped (see vi.mock above), runs once for each.
    const known = await createCustomer();
    const verifications = async (email: string) => {
      argon2Verify.mockClear();
      expect((await call(login, { body: { email, password: "wrong-password" } })).status).toBe(401);
      return argon2Verify.mock.calls.map(([stored]) => String(stored).split("$").slice(0, 4).join("$"));
    };
    const wrong = await verifications(known.email);
    const unknown = await verifications(newEmail("nobody"));
    expect(wrong).toEqual(["$argon2id$v=19$m=19456,t=2,p=1"]);
    expect(unknown).toEqual(wrong); // one verification, with the same cost parameters
  });

  it.each([
    [{ email: "", password: "x" }, MSG.loginFillAll],
    [{ email: "a@example.com", password: "" }, MSG.loginFillAll],
    [{}, MSG.loginFillAll],
    [{ email: ["a@example.com"], password: "x" }, MSG.loginFillAll],
    [{ email: "not-an-email", password: "x" }, MSG.contactEmailInvalid],
    [{ email: "a@example.com", password: "x", remember: "yes" }, "remember: must be true or false"],
  ])("%j → 400 %s", async (body, msg) => {
    expectFailure(await call(login, { body }), 400, msg);
  });

  it(`throttles an account after ${LOGIN_FAILURES_PER_ACCOUNT.limit} failures in 15 minutes, from any address, even with the right password`, async () => {
    const customer = await createCustomer();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit; i += 1) {
      expectFailure(await call(login, { body: { email: customer.email, password: `wrong-${i}` } }), 401, MSG.invalidLogin);
    }
    const refused = await call(login, { body: { email: customer.email, password: PASSWORD } });
    expectFailure(refused, 429, MSG.tooManyLogins(15));
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another account is not affected.
    const other = await createCustomer();
    expect((await call(login, { body: { email: other.email, password: PASSWORD } })).status).toBe(200);
  });

  it(`throttles an address after ${LOGIN_FAILURES_PER_ADDRESS.limit} failures on any accounts`, async () => {
    const address = newAddress();
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS.limit; i += 1) {
      expect((await call(login, { body: { email: newEmail("guess"), password: "guess" }, address })).status).toBe(401);
    }
    const customer = await createCustomer();
    expectFailure(await call(login, { body: { email: customer.email, password: PASSWORD }, address }), 429, MSG.tooManyLogins(15));
    expect((await call(login, { body: { email: customer.email, password: PASSWORD }, address: newAddress() })).status).toBe(200);
  });

  it("does not count successful logins", async () => {
    const customer = await createCustomer();
    const address = newAddress();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit + 2; i += 1) {
      expect((await call(login, { body: { email: customer.email, password: PASSWORD }, address })).status).toBe(200);
    }
  });

  it("reads the counters hitRateLimit writes (the throttle's key format matches rate-limit.ts)", async () => {
    const subject = newEmail();
    const keys = [{ rule: LOGIN_FAILURES_PER_ACCOUNT, subject }];
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit - 1; i += 1) await hitRateLimit(LOGIN_FAILURES_PER_ACCOUNT, subject);
    await expect(assertNotThrottled(keys, MSG.tooManyLogins)).resolves.toBeUndefined();
    await hitRateLimit(LOGIN_FAILURES_PER_ACCOUNT, subject);
    await expect(assertNotThrottled(keys, MSG.tooManyLogins)).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("re-hashes a password stored with weaker argon2 settings", async () => {
    const customer = await createCustomer();
    const weak = await hash(PASSWORD, { algorithm: 2 as never, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await db.customer.update({ where: { id: customer.id }, data: { passwordHash: weak } });
    expect((await call(login, { body: { email: customer.email, password: PASSWORD } })).status).toBe(200);
    const stored = (await storedCustomer(customer.email))!.passwordHash!;
    expect(stored).not.toBe(weak);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifySecret(PASSWORD, stored)).toBe(true);
  });
});

describe("POST /api/user/logout", () => {
  it("clears the session cookie, with or without a session", async () => {
    const customer = await createCustomer();
    for (const session of [await sessionOf(customer), null]) {
      const res = await call(logout, { session });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 1, msg: MSG.loggedOut });
      const cleared = res.setCookies.find((c) => c.startsWith(`${customerCookieName()}=;`));
      expect(cleared).toMatch(/Max-Age=0/i);
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);
      expect(cleared).toMatch(/HttpOnly/i);
    }
  });
});

describe("GET /api/user/me and the session", () => {
  it("401 without a cookie, with a forged or garbled one", async () => {
    expectFailure(await call(me, { method: "GET" }), 401, MSG.loginFirst);
    expectFailure(await call(me, { method: "GET", session: "not-a-token" }), 401, MSG.loginFirst);
    const customer = await createCustomer();
    const token = await sessionOf(customer);
    expectFailure(await call(me, { method: "GET", session: `${token.slice(0, -4)}AAAA` }), 401, MSG.loginFirst);
  });

  it("ends a deactivated customer's existing session at its next request", async () => {
    const customer = await createCustomer();
    const token = await sessionOf(customer);
    expect((await call(me, { method: "GET", session: token })).status).toBe(200);
    await db.customer.update({ where: { id: customer.id }, data: { active: false } });
    expectFailure(await call(me, { method: "GET", session: token }), 401, MSG.loginFirst);
    expectFailure(await call(login, { body: { email: customer.email, password: PASSWORD } }), 401, MSG.invalidLogin);
  });

  it("never answers me from a cache", async () => {
    const customer = await createCustomer();
    const res = await call(me, { method: "GET", session: await sessionOf(customer) });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("cookie flags on https", () => {
  it("adds Secure and next-auth's __Secure- name when the site URL is https", async () => {
    const siteUrl = env.siteUrl;
    try {
      env.siteUrl = "https://shop.example.com";
      const response = new Response(null);
      await setCustomerSessionCookie(response, { customerId: "c" + "2".repeat(24), sessionVersion: 0, sessionId: "s".repeat(32) });
      const [cookie] = response.headers.getSetCookie();
      expect(cookie).toMatch(/^__Secure-next-auth\.session-token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
    } finally {
      env.siteUrl = siteUrl;
    }
  });
});

describe("bad requests are 4xx envelopes, never a 500", () => {
  it.each([
    ["register", register],
    ["login", login],
  ])("%s: malformed JSON 400, a JSON array 400, form posts 415, over 8 KB 413", async (_name, handler) => {
    expectFailure(await call(handler, { raw: "{ email: " }), 400, "The request body is not valid JSON.");
    expectFailure(await call(handler, { raw: "[1,2]" }), 400, "Send the form as a JSON object.");
    expectFailure(await call(handler, { raw: "null" }), 400, "Send the form as a JSON object.");
    expectFailure(await call(handler, { raw: "email=a", headers: { "content-type": "application/x-www-form-urlencoded" } }), 415, "Send the request as JSON (Content-Type: application/json).");
    expectFailure(await call(handler, { body: { email: "a@example.com", password: "x".repeat(9 * 1024) } }), 413, "The request is too large (at most 8 KB).");
  });
});

describe("cross-site requests", () => {
  it.each([
    [{ "sec-fetch-site": "cross-site" }],
    [{ "sec-fetch-site": "same-site" }],
    [{ "sec-fetch-site": "", origin: "https://evil.example" }],
  ])("%j: register, login and logout are refused with 403, nothing created, no cookie", async (headers) => {
    const body = registration();
    expectFailure(await call(register, { body, headers }), 403, CROSS_SITE_MSG);
    expect(await storedCustomer(body.email)).toBeNull();
    const customer = await createCustomer();
    expectFailure(await call(login, { body: { email: customer.email, password: PASSWORD }, headers }), 403, CROSS_SITE_MSG);
    expectFailure(await call(logout, { headers, session: await sessionOf(customer) }), 403, CROSS_SITE_MSG);
  });
});
