import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/admin/login/route";
import { POST as secondStep } from "@/app/api/admin/login/second-factor/route";
import { POST as stepUp } from "@/app/api/admin/step-up/route";
import { POST as confirm } from "@/app/api/admin/two-factor/confirm/route";
import { POST as regenerate } from "@/app/api/admin/two-factor/recovery-codes/route";
import { DELETE as turnOff, GET as status } from "@/app/api/admin/two-factor/route";
import { POST as setup } from "@/app/api/admin/two-factor/setup/route";
import { env } from "@/env";
import { ADMIN_AUTH_MSG } from "@/lib/admin/auth-messages";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { encodePendingSignIn, pendingCookieName } from "@/server/admin/auth/pending-sign-in";
import { openTotpKey } from "@/server/admin/two-factor/key-box";
import { forgetTwoFactorPolicy } from "@/server/admin/two-factor/policy";
import { totpStep } from "@/server/admin/two-factor/totp-code";
import { verifySecondFactor } from "@/server/admin/two-factor/verify-second-factor";
import { adminCookieName, decodeAdminSession } from "@/server/auth/admin-session";
import { type Access, type SessionAdmin, adminFromSessionToken } from "@/server/auth/authorize";
import { ENROL_HEADER, STEP_UP_HEADER, assertSecondFactorGate, mustEnrolSecondFactor } from "@/server/auth/second-factor-gate";
import { db } from "@/server/db";
import { latestMailTo } from "@/server/mail/outbox";
import { AppError } from "@/server/errors";
import { type CallResult, call, newAddress } from "./accounts-support";
import { ADMIN_PASSWORD, type TestAdmin, adminSessionOf, callAsAdmin, createAdmin } from "./admin-support";

// The authenticator app, recovery codes, the sign-in's second step, the enrolment policy, step-up
// and the mail about failed sign-ins (issue 43 §2), through the real handlers and PostgreSQL.
// Codes are made with otpauth at a chosen moment, as the admin's phone would.

const PRODUCTION = { NODE_ENV: "production", SHOP_LOCAL: false };
const LOCAL_SHOP = { NODE_ENV: "production", SHOP_LOCAL: true };
const STEP = 30_000;

let outbox: string;
let originalOutbox: string;
beforeAll(async () => {
  originalOutbox = env.MAIL_OUTBOX_DIR;
  outbox = await mkdtemp(path.join(tmpdir(), "outbox-2fa-"));
  env.MAIL_OUTBOX_DIR = outbox;
});
afterAll(async () => {
  env.MAIL_OUTBOX_DIR = originalOutbox;
  await rm(outbox, { recursive: true, force: true });
  await db.siteSettings.updateMany({ where: { id: 1 }, data: { twoFactorPolicy: "owners_managers" } });
  forgetTwoFactorPolicy();
});

const mailsTo = async (email: string) => (await readdir(outbox)).filter((file) => file.endsWith(`-${email}.eml`)).length;
const codeAt = (key: string, time = Date.now()) => TOTP.generate({ secret: Secret.fromBase32(key), timestamp: time });

/** A cookie from an answer's Set-Cookie, by name (null when absent or cleared). */
function cookieFrom(result: CallResult, name: string): string | null {
  const value = result.setCookies.find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1).split(";")[0];
  return value ? value : null;
}

interface Enrolled {
  admin: TestAdmin;
  token: string;
  key: string;
  recoveryCodes: string[];
}

/** An admin who set up the app through the API; the confirming code's step is forgotten so the next code counts. */
async function enrolled(role: TestAdmin["role"] = "owner"): Promise<Enrolled> {
  const admin = await createAdmin({ role });
  const token = await adminSessionOf(admin);
  const started = await callAsAdmin(setup, token, {});
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { key } = started.body!.setup as { key: string };
  const done = await callAsAdmin(confirm, token, { body: { code: codeAt(key) } });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  await db.admin.update({ where: { id: admin.id }, data: { totpLastStep: null } });
  return { admin, token, key, recoveryCodes: done.body!.recoveryCodes as string[] };
}

/** The password step; returns the pending cookie it set. */
async function passwordStep(admin: TestAdmin, address = newAddress()): Promise<string> {
  const res = await call(login, { body: { email: admin.email, password: ADMIN_PASSWORD }, address });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toEqual({ status: 1, msg: STAFF_MSG.codeNeeded, secondFactorRequired: true, authenticatorApp: true });
  expect(cookieFrom(res, adminCookieName())).toBeNull();
  const pending = cookieFrom(res, pendingCookieName());
  expect(pending).toBeTruthy();
  return pending!;
}

const codeStep = (pending: string, body: unknown, address = newAddress()) =>
  call(secondStep, { body, address, headers: { cookie: `${pendingCookieName()}=${pending}` } });

describe("enrolling the authenticator app", () => {
  it("gives a key, an otpauth URI with the shop and the e-mail, and a QR; a right code turns it on with ten recovery codes", async () => {
    const admin = await createAdmin({ role: "writer" });
    const token = await adminSessionOf(admin);
    const started = await callAsAdmin(setup, token, {});
    const { uri, qrSvg, key } = started.body!.setup as { uri: string; qrSvg: string; key: string };
    expect(new URL(uri).searchParams.get("issuer")).toBe("Silver Aura");
    expect(decodeURIComponent(uri)).toContain(admin.email);
    expect(qrSvg).toMatch(/^<svg/);
    // Stored encrypted, not as the key.
    const row = await db.admin.findUniqueOrThrow({ where: { id: admin.id }, omit: { totpSecret: false } });
    expect(row.totpSecret).not.toContain(key);
    expect(openTotpKey(row.totpSecret!)).toBe(key);
    expect(row.totpEnabledAt).toBeNull();

    const wrong = await callAsAdmin(confirm, token, { body: { code: "000000" === codeAt(key) ? "111111" : "000000" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ status: 0, msg: STAFF_MSG.codeWrong });

    const done = await callAsAdmin(confirm, token, { body: { code: codeAt(key) } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const codes = done.body!.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await db.adminRecoveryCode.findMany({ where: { adminId: admin.id } });
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(stored.some((r) => r.codeHash.includes(code))).toBe(false);
    // This session gave its second factor just now.
    const session = await adminFromSessionToken(token);
    expect(session?.hasSecondFactor).toBe(true);
    expect(Date.now() - session!.secondFactorAt!.getTime()).toBeLessThan(10_000);

    // On now: a new setup is refused, the status says so, and the key is never given again.
    expect((await callAsAdmin(setup, token, {})).status).toBe(409);
    const seen = await callAsAdmin(status, token, { method: "GET" });
    expect(seen.body!.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10, passkeys: 0 });
    expect(JSON.stringify(seen.body)).not.toContain(key);
  });
});

describe("signing in with two factors", () => {
  it("the password alone starts no session; a right code does, counting as a fresh second factor", async () => {
    const { admin, key } = await enrolled();
    const pending = await passwordStep(admin);
    const res = await codeStep(pending, { code: codeAt(key) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ status: 1, msg: STAFF_MSG.signedInWithCode, LoginInfo: { _id: admin.id, name: admin.name, email: admin.email } });
    const token = cookieFrom(res, adminCookieName());
    const session = await adminFromSessionToken(token);
    expect(session?.id).toBe(admin.id);
    expect(session?.secondFactorAt).not.toBeNull();
    expect(res.setCookies.find((c) => c.startsWith(`${pendingCookieName()}=;`))).toBeTruthy();
  });

  it("refuses a wrong code and the same code twice (atomically, even at once)", async () => {
    const { admin, key } = await enrolled();
    const pending = await passwordStep(admin);
    const right = codeAt(key);
    const wrong = await codeStep(pending, { code: right === "123456" ? "654321" : "123456" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ status: 0, msg: STAFF_MSG.codeWrong });
    expect(cookieFrom(wrong, adminCookieName())).toBeNull();

    const [a, b] = await Promise.all([codeStep(pending, { code: right }), codeStep(pending, { code: right })]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
    const again = await codeStep(pending, { code: right });
    expect(again.status).toBe(401);
  });

  it("accepts one step of clock skew either way, refuses two (checked at a given moment)", async () => {
    const { admin, key } = await enrolled();
    const now = new Date();
    const address = newAddress();
    const check = (code: string, at = now) => verifySecondFactor({ adminId: admin.id, input: { code }, address, now: at });
    await expect(check(codeAt(key, now.getTime() - 2 * STEP))).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(check(codeAt(key, now.getTime() + 2 * STEP))).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(check(codeAt(key, now.getTime() - STEP))).resolves.toBeUndefined();
    await expect(check(codeAt(key, now.getTime() + STEP))).resolves.toBeUndefined();
    expect((await db.admin.findUniqueOrThrow({ where: { id: admin.id } })).totpLastStep).toBe(totpStep(now) + 1);
    // After the step ahead was used, this step's code (older) no longer counts.
    await expect(check(codeAt(key, now.getTime()))).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("throttles wrong codes per account: after five, even the right code waits (429 with Retry-After)", async () => {
    const { admin, key } = await enrolled();
    const pending = await passwordStep(admin);
    for (let i = 0; i < 5; i += 1) {
      const res = await codeStep(pending, { code: "000000" === codeAt(key) ? "111111" : "000000" }, newAddress());
      expect(res.status).toBe(401);
    }
    const blocked = await codeStep(pending, { code: codeAt(key) }, newAddress());
    expect(blocked.status).toBe(429);
    expect(blocked.body!.msg).toBe(STAFF_MSG.tooManyCodes(15));
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("throttles wrong codes per address across accounts", async () => {
    const address = newAddress();
    for (let i = 0; i < 4; i += 1) {
      const { admin } = await enrolled();
      const pending = await passwordStep(admin);
      for (let j = 0; j < 5; j += 1) await codeStep(pending, { code: "00000" + String(j) }, address);
    }
    const { admin, key } = await enrolled();
    const pending = await passwordStep(admin);
    expect((await codeStep(pending, { code: codeAt(key) }, address)).status).toBe(429);
    expect((await codeStep(pending, { code: codeAt(key) })).status).toBe(200);
  });

  it("a recovery code signs in once; the next one still works", async () => {
    const { admin, recoveryCodes } = await enrolled();
    const first = await codeStep(await passwordStep(admin), { recoveryCode: recoveryCodes[0]!.toUpperCase() });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const reused = await codeStep(await passwordStep(admin), { recoveryCode: recoveryCodes[0] });
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ status: 0, msg: STAFF_MSG.recoveryCodeWrong });
    const second = await codeStep(await passwordStep(admin), { recoveryCode: recoveryCodes[1] });
    expect(second.status).toBe(200);
    expect(await db.adminRecoveryCode.count({ where: { adminId: admin.id, usedAt: null } })).toBe(8);
    // Someone else's code is no use.
    const other = await enrolled();
    expect((await codeStep(await passwordStep(admin), { recoveryCode: other.recoveryCodes[0] })).status).toBe(401);
  });

  it("refuses a missing, tampered, expired or outdated pending sign-in, and an empty body", async () => {
    const { admin, key } = await enrolled();
    const missing = await call(secondStep, { body: { code: codeAt(key) } });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ status: 0, msg: STAFF_MSG.pendingExpired });

    const pending = await passwordStep(admin);
    const tampered = pending.slice(0, -6) + (pending.endsWith("AAAAAA") ? "BBBBBB" : "AAAAAA");
    expect((await codeStep(tampered, { code: codeAt(key) })).status).toBe(401);

    const old = await encodePendingSignIn({ adminId: admin.id, sessionVersion: admin.sessionVersion }, new Date(Date.now() - 6 * 60 * 1000));
    const expired = await codeStep(old, { code: codeAt(key) });
    expect(expired.status).toBe(401);
    expect(expired.body!.msg).toBe(STAFF_MSG.pendingExpired);

    // A customer's or an admin's session token is not a pending sign-in.
    const adminToken = await adminSessionOf(admin);
    expect((await codeStep(adminToken, { code: codeAt(key) })).status).toBe(401);

    expect((await codeStep(pending, {})).status).toBe(400);
    // A password reset (sessionVersion raised) in between ends the pending sign-in too.
    await db.admin.update({ where: { id: admin.id }, data: { sessionVersion: { increment: 1 } } });
    expect((await codeStep(pending, { code: codeAt(key) })).status).toBe(401);
  });

  it("an admin without a second factor still signs in with the password alone", async () => {
    const admin = await createAdmin({ role: "orders" });
    const res = await call(login, { body: { email: admin.email, password: ADMIN_PASSWORD } });
    expect(res.body).toMatchObject({ status: 1, msg: ADMIN_AUTH_MSG.loggedIn });
    expect(await decodeAdminSession(cookieFrom(res, adminCookieName()))).not.toBeNull();
  });
});

describe("the two-factor policy (forced enrolment)", () => {
  const gateOf = async (admin: TestAdmin) => (await adminFromSessionToken(await adminSessionOf(admin)))!;
  const refusal = async (admin: SessionAdmin, access: Extract<Access, { auth: "admin" }>, environment = PRODUCTION) => {
    try {
      await assertSecondFactorGate(admin, access, new Request("http://localhost/api/x"), environment);
      return null;
    } catch (error) {
      return error as AppError;
    }
  };

  it("on a production server an owner or a manager without a second factor may only enrol (403, X-Second-Factor: enrol)", async () => {
    forgetTwoFactorPolicy();
    for (const role of ["owner", "manager"] as const) {
      const admin = await gateOf(await createAdmin({ role }));
      expect(await mustEnrolSecondFactor(admin, PRODUCTION)).toBe(true);
      const refused = await refusal(admin, { auth: "admin", permission: "dashboard" });
      expect(refused).toBeInstanceOf(AppError);
      expect(refused!.status).toBe(403);
      expect(refused!.message).toBe(STAFF_MSG.enrolRequired);
      expect(refused!.headers).toEqual({ [ENROL_HEADER]: "enrol" });
      expect(await refusal(admin, { auth: "admin", permission: "dashboard", enrolment: true })).toBeNull();
    }
    // Orders and writers are not asked under the default policy.
    const packer = await gateOf(await createAdmin({ role: "orders" }));
    expect(await mustEnrolSecondFactor(packer, PRODUCTION)).toBe(false);
    expect(await refusal(packer, { auth: "admin", permission: "orders" })).toBeNull();
  });

  it("never on the local shop or in development; never once enrolled", async () => {
    const ownerRow = await createAdmin();
    const owner = await gateOf(ownerRow);
    expect(await mustEnrolSecondFactor(owner, LOCAL_SHOP)).toBe(false);
    expect(await mustEnrolSecondFactor(owner, { NODE_ENV: "development", SHOP_LOCAL: false })).toBe(false);
    expect(await refusal(owner, { auth: "admin", permission: "dashboard" }, LOCAL_SHOP)).toBeNull();
    // Through a real route that is not an enrolment one, on this (test) server: an owner without a
    // factor gets past the gate (the empty body's 400, not a 403).
    const res = await callAsAdmin(stepUp, await adminSessionOf(ownerRow), { body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toEqual({ status: 0, msg: STAFF_MSG.codeMissing });
    const { admin } = await enrolled();
    expect(await mustEnrolSecondFactor(await gateOf(admin), PRODUCTION)).toBe(false);
  });

  it("\"everyone\" asks every role; turning the app off is then refused without a passkey", async () => {
    await db.siteSettings.upsert({ where: { id: 1 }, create: { id: 1, twoFactorPolicy: "everyone" }, update: { twoFactorPolicy: "everyone" } });
    forgetTwoFactorPolicy();
    try {
      const writer = await gateOf(await createAdmin({ role: "writer" }));
      expect(await mustEnrolSecondFactor(writer, PRODUCTION)).toBe(true);
      const { turnOffTotp } = await import("@/server/admin/two-factor/two-factor");
      const { admin } = await enrolled("writer");
      await expect(turnOffTotp(admin, PRODUCTION)).rejects.toMatchObject({ code: "CONFLICT", message: STAFF_MSG.turnOffRefused });
      await turnOffTotp(admin, LOCAL_SHOP);
      expect((await db.admin.findUniqueOrThrow({ where: { id: admin.id } })).totpEnabledAt).toBeNull();
    } finally {
      await db.siteSettings.update({ where: { id: 1 }, data: { twoFactorPolicy: "owners_managers" } });
      forgetTwoFactorPolicy();
    }
  });
});

describe("step-up", () => {
  const age = (token: string, minutes: number) =>
    decodeAdminSession(token).then((claims) => db.session.update({ where: { id: claims!.sessionId }, data: { secondFactorAt: new Date(Date.now() - minutes * 60 * 1000) } }));

  it("a second factor from 9 minutes ago is enough; 11 is not (403, X-Step-Up); after step-up it is again", async () => {
    const { token, key } = await enrolled();
    await age(token, 9);
    expect((await callAsAdmin(regenerate, token, {})).status).toBe(200);

    await age(token, 11);
    const refused = await callAsAdmin(regenerate, token, {});
    expect(refused.status).toBe(403);
    expect(refused.headers.get(STEP_UP_HEADER)).toBe("required");
    expect(refused.body).toEqual({ status: 0, msg: STAFF_MSG.stepUpRequired });

    const wrong = await callAsAdmin(stepUp, token, { body: { code: "000000" === codeAt(key) ? "111111" : "000000" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ status: 0, msg: STAFF_MSG.codeWrong });
    const given = await callAsAdmin(stepUp, token, { body: { code: codeAt(key) } });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect((await callAsAdmin(regenerate, token, {})).status).toBe(200);
  });

  it("takes a recovery code too; regenerating makes the old codes useless", async () => {
    const { admin, token, recoveryCodes } = await enrolled();
    await age(token, 11);
    expect((await callAsAdmin(stepUp, token, { body: { recoveryCode: recoveryCodes[0] } })).status).toBe(200);
    const fresh = await callAsAdmin(regenerate, token, {});
    expect(fresh.body!.msg).toBe(STAFF_MSG.regenerated);
    const next = fresh.body!.recoveryCodes as string[];
    await age(token, 11);
    expect((await callAsAdmin(stepUp, token, { body: { recoveryCode: recoveryCodes[1] } })).status).toBe(400);
    expect((await callAsAdmin(stepUp, token, { body: { recoveryCode: next[0] } })).status).toBe(200);
    expect(await db.adminRecoveryCode.count({ where: { adminId: admin.id, usedAt: null } })).toBe(9);
  });

  it("turning the app off asks for step-up, then ends the app and its recovery codes", async () => {
    const { admin, token } = await enrolled();
    await age(token, 11);
    expect((await callAsAdmin(turnOff, token, { method: "DELETE" })).status).toBe(403);
    await age(token, 1);
    const off = await callAsAdmin(turnOff, token, { method: "DELETE" });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body!.msg).toBe(STAFF_MSG.turnedOff);
    const row = await db.admin.findUniqueOrThrow({ where: { id: admin.id }, omit: { totpSecret: false } });
    expect([row.totpSecret, row.totpEnabledAt]).toEqual([null, null]);
    expect(await db.adminRecoveryCode.count({ where: { adminId: admin.id } })).toBe(0);
    // Signing in is a password again.
    const res = await call(login, { body: { email: admin.email, password: ADMIN_PASSWORD } });
    expect(res.body).toMatchObject({ status: 1, msg: ADMIN_AUTH_MSG.loggedIn });
  });
});

describe("telling the admin of failed sign-ins (ASVS V6.3.5)", () => {
  it("mails once when the account's wrong passwords reach the limit, not again in the window", async () => {
    const admin = await createAdmin();
    for (let i = 0; i < 4; i += 1) await call(login, { body: { email: admin.email, password: "wrong-password" } });
    expect(await mailsTo(admin.email)).toBe(0);
    await call(login, { body: { email: admin.email, password: "wrong-password" } });
    expect(await mailsTo(admin.email)).toBe(1);
    const mail = await latestMailTo(outbox, admin.email);
    expect(mail).toContain(STAFF_MSG.suspiciousMailSubject);
    expect(mail).toContain("Several failed sign-ins");
    for (let i = 0; i < 3; i += 1) expect((await call(login, { body: { email: admin.email, password: "wrong-password" } })).status).toBe(429);
    expect(await mailsTo(admin.email)).toBe(1);
  });

  it("mails once when wrong codes reach the limit after a right password", async () => {
    const { admin } = await enrolled();
    const pending = await passwordStep(admin);
    for (let i = 0; i < 5; i += 1) await codeStep(pending, { code: "00000" + String(i) });
    expect(await mailsTo(admin.email)).toBe(1);
    for (let i = 0; i < 2; i += 1) await codeStep(pending, { code: "00000" + String(i) });
    expect(await mailsTo(admin.email)).toBe(1);
  });
});
