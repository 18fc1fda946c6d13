import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/user/change-password/route";
import { POST as forgot } from "@/app/api/user/forgot-password/route";
import { POST as login } from "@/app/api/user/login-user/route";
import { GET as me } from "@/app/api/user/me/route";
import { PATCH as profile } from "@/app/api/user/profile/route";
import { POST as reset } from "@/app/api/user/reset-password/route";
import { absoluteUrl, env } from "@/env";
import { MSG } from "@/lib/messages/shop";
import { CHANGE_PASSWORD_FAILURES, FORGOT_MAILS_PER_ACCOUNT, FORGOT_PER_ADDRESS } from "@/server/auth/account-rules";
import { hashResetToken } from "@/server/auth/reset-token";
import { db } from "@/server/db";
import { CROSS_SITE_MSG } from "@/server/http/same-origin";
import { latestMailTo, resetLinkIn } from "@/server/mail/outbox";
import { type CallResult, PASSWORD, type TestCustomer, call, createCustomer, newAddress, newEmail, sessionFrom, sessionOf } from "./accounts-support";

// Forgot / reset password through the local outbox, change password, profile, and how each ends
// other sessions (issue 7 §2, §4), through the real handlers and database.

const NEW_PASSWORD = "Rose-Gold-Chain-22";
let outbox: string;
let originalOutbox: string;

beforeAll(async () => {
  originalOutbox = env.MAIL_OUTBOX_DIR;
  outbox = await mkdtemp(path.join(tmpdir(), "outbox-"));
  env.MAIL_OUTBOX_DIR = outbox;
});
afterAll(async () => {
  env.MAIL_OUTBOX_DIR = originalOutbox;
  await rm(outbox, { recursive: true, force: true });
});

function expectFailure(res: CallResult, status: number, msg: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ status: 0, msg });
  expect(res.headers.get("cache-control")).toBe("no-store");
}

const mailsTo = async (email: string) => (await readdir(outbox)).filter((file) => file.endsWith(`-${email}.eml`)).length;

/** Asks for a reset link and returns its token (read from the mail in the outbox). */
async function resetTokenFor(customer: TestCustomer): Promise<string> {
  const res = await call(forgot, { body: { email: customer.email } });
  expect(res.status).toBe(200);
  const link = resetLinkIn((await latestMailTo(outbox, customer.email)) ?? "");
  expect(link).not.toBeNull();
  return new URL(link!).searchParams.get("token")!;
}

const me200 = async (session: string | null) => (await call(me, { method: "GET", session })).status;

describe("POST /api/user/forgot-password", () => {
  it("mails a one-hour link to /reset-password and stores only the token's SHA-256", async () => {
    const customer = await createCustomer();
    const before = Date.now();
    const res = await call(forgot, { body: { email: ` ${customer.email.toUpperCase()}` } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 1, msg: MSG.forgotSent });

    const mail = (await latestMailTo(outbox, customer.email))!;
    expect(mail).toContain(`To: ${customer.email}`);
    expect(mail).toContain(`Subject: ${MSG.resetMailSubject}`);
    const link = resetLinkIn(mail)!;
    const token = new URL(link).searchParams.get("token")!;
    expect(link).toBe(absoluteUrl(`/reset-password?token=${token}`));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = await db.passwordResetToken.findMany({ where: { customerId: customer.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashResetToken(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
    const ttl = rows[0]!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
  });

  it("answers an unknown e-mail and a deactivated account exactly the same, and mails nothing", async () => {
    const known = await createCustomer();
    const inactive = await createCustomer({ active: false });
    const unknown = newEmail("nobody");
    const answers = await Promise.all([known.email, inactive.email, unknown].map((email) => call(forgot, { body: { email } })));
    expect(new Set(answers.map((res) => JSON.stringify([res.status, res.body])))).toHaveProperty("size", 1);
    expect(await mailsTo(known.email)).toBe(1);
    expect(await mailsTo(inactive.email)).toBe(0);
    expect(await mailsTo(unknown)).toBe(0);
  });

  it("a new link voids the older one", async () => {
    const customer = await createCustomer();
    const first = await resetTokenFor(customer);
    await new Promise((resolve) => setTimeout(resolve, 5)); // a distinct file name (ISO time)
    const second = await resetTokenFor(customer);
    expect(second).not.toBe(first);
    expectFailure(await call(reset, { body: { token: first, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } }), 400, MSG.resetLinkInvalid);
    expect((await call(reset, { body: { token: second, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } })).status).toBe(200);
  });

  it(`mails one account at most ${FORGOT_MAILS_PER_ACCOUNT.limit} times an hour, answering the same`, async () => {
    const customer = await createCustomer();
    for (let i = 0; i < FORGOT_MAILS_PER_ACCOUNT.limit + 2; i += 1) {
      const res = await call(forgot, { body: { email: customer.email } });
      expect(res.body).toEqual({ status: 1, msg: MSG.forgotSent });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await mailsTo(customer.email)).toBe(FORGOT_MAILS_PER_ACCOUNT.limit);
  });

  it(`allows ${FORGOT_PER_ADDRESS.limit} requests per address in 15 minutes, then 429 with Retry-After`, async () => {
    const address = newAddress();
    for (let i = 0; i < FORGOT_PER_ADDRESS.limit; i += 1) expect((await call(forgot, { body: { email: newEmail() }, address })).status).toBe(200);
    const refused = await call(forgot, { body: { email: newEmail() }, address });
    expectFailure(refused, 429, MSG.tooManyAccountRequests(15));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("400s a missing or malformed e-mail", async () => {
    expectFailure(await call(forgot, { body: {} }), 400, MSG.emailRequired);
    expectFailure(await call(forgot, { body: { email: "asha@" } }), 400, MSG.contactEmailInvalid);
  });
});

describe("POST /api/user/reset-password", () => {
  it("sets the new password once, ends every existing session, and the customer logs in again", async () => {
    const customer = await createCustomer();
    const oldSession = await sessionOf(customer);
    expect(await me200(oldSession)).toBe(200);
    const token = await resetTokenFor(customer);

    const res = await call(reset, { body: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ status: 1, msg: MSG.resetDone });
    expect(sessionFrom(res)).toBeNull(); // no automatic login from a mailed link

    expect(await me200(oldSession)).toBe(401);
    expectFailure(await call(login, { body: { email: customer.email, password: PASSWORD } }), 401, MSG.invalidLogin);
    expect((await call(login, { body: { email: customer.email, password: NEW_PASSWORD } })).status).toBe(200);
    // One use only.
    expectFailure(await call(reset, { body: { token, password: "Another-pass-9", confirmPassword: "Another-pass-9" } }), 400, MSG.resetLinkInvalid);
  });

  it("refuses an expired link, an unknown one and a deactivated customer's", async () => {
    const customer = await createCustomer();
    const token = await resetTokenFor(customer);
    await db.passwordResetToken.updateMany({ where: { customerId: customer.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const body = (t: string) => ({ token: t, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expectFailure(await call(reset, { body: body(token) }), 400, MSG.resetLinkInvalid);
    expectFailure(await call(reset, { body: body("A".repeat(43)) }), 400, MSG.resetLinkInvalid);

    const inactive = await createCustomer();
    const inactiveToken = await resetTokenFor(inactive);
    await db.customer.update({ where: { id: inactive.id }, data: { active: false } });
    expectFailure(await call(reset, { body: body(inactiveToken) }), 400, MSG.resetLinkInvalid);
  });

  it("lets only one of two simultaneous uses of a link succeed", async () => {
    const customer = await createCustomer();
    const token = await resetTokenFor(customer);
    const results = await Promise.all(
      ["First-password-1", "Second-password-2"].map((password) => call(reset, { body: { token, password, confirmPassword: password } })),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 400]);
  });

  it.each([
    [{ confirmPassword: "Other-password-1" }, MSG.passwordsMustMatch],
    [{ password: "short", confirmPassword: "short" }, MSG.passwordTooShort(8)],
    [{ password: "", confirmPassword: "" }, MSG.resetFillAll],
    [{ token: "not-a-token" }, MSG.resetLinkInvalid],
    [{ token: 12 }, MSG.resetLinkInvalid],
  ])("%j → 400 %s", async (overrides, msg) => {
    const body = { token: "B".repeat(43), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...overrides };
    expectFailure(await call(reset, { body }), 400, msg);
  });
});

describe("POST /api/user/change-password", () => {
  it("changes the password and ends the other devices' sessions; this device's goes on with its cookie", async () => {
    const customer = await createCustomer();
    const thisDevice = await sessionOf(customer);
    const otherDevice = await sessionOf(customer);
    const res = await call(changePassword, { session: thisDevice, body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 1, msg: MSG.accountPasswordChanged, User: { _id: customer.id } });

    // Issue 15: the other sessions' rows are revoked; this device keeps its session and its cookie.
    expect(sessionFrom(res)).toBeNull();
    expect(await me200(otherDevice)).toBe(401);
    expect(await me200(thisDevice)).toBe(200);
    expect((await call(login, { body: { email: customer.email, password: NEW_PASSWORD } })).status).toBe(200);
    expect((await call(login, { body: { email: customer.email, password: PASSWORD } })).status).toBe(401);
  });

  it("voids open reset links", async () => {
    const customer = await createCustomer();
    const token = await resetTokenFor(customer);
    const res = await call(changePassword, { session: await sessionOf(customer), body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expectFailure(await call(reset, { body: { token, password: "Third-password-3", confirmPassword: "Third-password-3" } }), 400, MSG.resetLinkInvalid);
  });

  it(`400s a wrong current password (the session stays), and 429s after ${CHANGE_PASSWORD_FAILURES.limit} of them`, async () => {
    const customer = await createCustomer();
    const session = await sessionOf(customer);
    const body = { currentPassword: "not-my-password", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    for (let i = 0; i < CHANGE_PASSWORD_FAILURES.limit; i += 1) expectFailure(await call(changePassword, { session, body }), 400, MSG.currentPasswordWrong);
    expect(await me200(session)).toBe(200);
    const refused = await call(changePassword, { session, body: { ...body, currentPassword: PASSWORD } });
    expectFailure(refused, 429, MSG.tooManyAccountRequests(15));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("401 without a session; 400 for a mismatch, a short or a missing password", async () => {
    const body = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expectFailure(await call(changePassword, { body }), 401, MSG.loginFirst);
    const session = await sessionOf(await createCustomer());
    expectFailure(await call(changePassword, { session, body: { ...body, confirmPassword: "x-different-1" } }), 400, MSG.passwordsMustMatch);
    expectFailure(await call(changePassword, { session, body: { ...body, newPassword: "short", confirmPassword: "short" } }), 400, MSG.passwordTooShort(8));
    expectFailure(await call(changePassword, { session, body: { ...body, currentPassword: "" } }), 400, MSG.currentPasswordRequired);
  });
});

describe("PATCH /api/user/profile", () => {
  it("saves the name and the phone (as 10 digits) and answers { User }", async () => {
    const customer = await createCustomer();
    const res = await call(profile, { method: "PATCH", session: await sessionOf(customer), body: { name: "  Meera  Iyer ", phone: "+91 98765-43210" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const user = { _id: customer.id, name: "Meera  Iyer", email: customer.email, phone: "9876543210" };
    expect(res.body).toEqual({ status: 1, msg: MSG.accountProfileSaved, User: user });
    expect(await db.customer.findUnique({ where: { id: customer.id }, select: { name: true, phone: true } })).toEqual({ name: "Meera  Iyer", phone: "9876543210" });
  });

  it("clears the phone with null, an empty text or no phone at all", async () => {
    const customer = await createCustomer();
    const session = await sessionOf(customer);
    for (const phone of [null, "", undefined]) {
      await call(profile, { method: "PATCH", session, body: { name: "Meera", phone: "09876543210" } });
      const res = await call(profile, { method: "PATCH", session, body: { name: "Meera", phone } });
      expect(res.status).toBe(200);
      expect((res.body!.User as { phone: unknown }).phone).toBeNull();
    }
  });

  it("ignores the e-mail, role, active, sessionVersion, id and password hash in the body", async () => {
    const customer = await createCustomer();
    const session = await sessionOf(customer);
    const other = await createCustomer();
    const body = { name: "Meera", phone: null, email: newEmail("hijack"), role: "admin", active: false, sessionVersion: 7, id: other.id, _id: other.id, passwordHash: "x" };
    const res = await call(profile, { method: "PATCH", session, body });
    expect(res.status).toBe(200);
    const stored = await db.customer.findUnique({ where: { id: customer.id }, omit: { passwordHash: false } });
    expect(stored).toMatchObject({ email: customer.email, active: true, sessionVersion: customer.sessionVersion, name: "Meera" });
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await db.customer.findUnique({ where: { id: other.id }, select: { name: true } })).toEqual({ name: other.name });
    expect(await me200(session)).toBe(200);
  });

  it.each([
    [{ name: "", phone: null }, MSG.accountNameRequired],
    [{ phone: null }, MSG.accountNameRequired],
    [{ name: "Meera", phone: "12345" }, MSG.accountPhoneInvalid],
    [{ name: "Meera", phone: 9876543210 }, MSG.accountPhoneInvalid],
    [{ name: "n".repeat(101) }, MSG.contactTooLong("Name", 100)],
  ])("%j → 400 %s", async (body, msg) => {
    const session = await sessionOf(await createCustomer());
    expectFailure(await call(profile, { method: "PATCH", session, body }), 400, msg);
  });

  it("401 without a session, 403 cross-site", async () => {
    expectFailure(await call(profile, { method: "PATCH", body: { name: "X" } }), 401, MSG.loginFirst);
    const session = await sessionOf(await createCustomer());
    expectFailure(await call(profile, { method: "PATCH", session, body: { name: "X" }, headers: { "sec-fetch-site": "cross-site" } }), 403, CROSS_SITE_MSG);
  });
});
