import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { describe, expect, it } from "vitest";
import { DELETE as removeRoute, PATCH as renameRoute } from "@/app/api/admin/passkeys/[id]/route";
import { POST as registerOptionsRoute } from "@/app/api/admin/passkeys/register/options/route";
import { POST as registerRoute } from "@/app/api/admin/passkeys/register/route";
import { GET as listRoute } from "@/app/api/admin/passkeys/route";
import { POST as signInOptionsRoute } from "@/app/api/admin/passkeys/sign-in/options/route";
import { POST as signInRoute } from "@/app/api/admin/passkeys/sign-in/route";
import { POST as stepUpOptionsRoute } from "@/app/api/admin/passkeys/step-up/options/route";
import { POST as stepUpRoute } from "@/app/api/admin/passkeys/step-up/route";
import { POST as loginRoute } from "@/app/api/admin/login/route";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { INT4_MAX, relyingParty } from "@/server/admin/passkeys/relying-party";
import { adminCookieName, decodeAdminSession } from "@/server/auth/admin-session";
import { adminFromSessionToken } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { SoftAuthenticator } from "../support/soft-authenticator";
import { type CallResult, call, newAddress } from "./accounts-support";
import { type TestAdmin, adminSessionOf, callAsAdmin, createAdmin } from "./admin-support";

// Passkeys for the back office (issue 43 §2) through the real route handlers, the real database and
// @simplewebauthn/server's real checks, answered by a software authenticator (P-256, "none"
// attestation: tests/support/soft-authenticator.ts).

const ORIGIN = relyingParty().origin;
const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

function expectFailure(res: CallResult, status: number, msg: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ status: 0, msg });
}

function adminTokenFrom(result: CallResult): string | null {
  const prefix = `${adminCookieName()}=`;
  const value = result.setCookies.find((c) => c.startsWith(prefix))?.slice(prefix.length).split(";")[0];
  return value ? value : null;
}

async function sessionRow(token: string) {
  const claims = await decodeAdminSession(token);
  return db.session.findUniqueOrThrow({ where: { id: claims!.sessionId } });
}

/** A staff member with a session, and optionally a passkey added through the routes. */
async function staffWithPasskey({ role = "orders" as const, counter = 0, counting = true } = {}): Promise<{ admin: TestAdmin; token: string; authenticator: SoftAuthenticator }> {
  const admin = await createAdmin({ role });
  const token = await adminSessionOf(admin);
  const authenticator = new SoftAuthenticator({ counter, counting });
  const res = await register(token, authenticator);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { admin, token, authenticator };
}

async function registrationOptions(token: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const res = await callAsAdmin(registerOptionsRoute, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body!.options as PublicKeyCredentialCreationOptionsJSON;
}

async function register(token: string, authenticator: SoftAuthenticator, origin = ORIGIN): Promise<CallResult> {
  const options = await registrationOptions(token);
  return callAsAdmin(registerRoute, token, { body: { response: authenticator.register(options, { origin }) }, headers: { "user-agent": ANDROID_CHROME } });
}

async function signInOptions(address = newAddress()): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const res = await call(signInOptionsRoute, { address });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body!.options as PublicKeyCredentialRequestOptionsJSON;
}

async function signIn(authenticator: SoftAuthenticator, { origin = ORIGIN, address = newAddress() } = {}): Promise<CallResult> {
  const answer = authenticator.authenticate(await signInOptions(address), { origin });
  return call(signInRoute, { body: { response: answer }, address });
}

describe("the relying party", () => {
  it("is the site's host and origin; a loopback IP's passkeys belong to localhost (no IP can be an RP id)", () => {
    expect(relyingParty("https://shop.example")).toMatchObject({ id: "shop.example", origin: "https://shop.example" });
    expect(relyingParty("http://127.0.0.1:3100")).toMatchObject({ id: "localhost", origin: "http://localhost:3100" });
    expect(relyingParty("http://[::1]:3000")).toMatchObject({ id: "localhost", origin: "http://localhost:3000" });
  });
});

describe("adding a passkey", () => {
  it("offers discoverable-credential options that exclude the passkeys already added", async () => {
    const { token, authenticator } = await staffWithPasskey();
    const options = await registrationOptions(token);
    expect(options.rp.id).toBe(new URL(ORIGIN).hostname);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "preferred" });
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([authenticator.id]);
    expect(await db.authChallenge.count({ where: { id: options.challenge, purpose: "passkey-register" } })).toBe(1);
  });

  it("stores it with a name from the browser, lists it, and counts as the session's second factor", async () => {
    const admin = await createAdmin({ role: "writer" });
    const token = await adminSessionOf(admin);
    expect((await sessionRow(token)).secondFactorAt).toBeNull();
    const authenticator = new SoftAuthenticator();
    const res = await register(token, authenticator);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body!.passkey).toMatchObject({ _id: authenticator.id, name: "Passkey on Chrome, Android", synced: true, lastUsedAt: null });
    expect((await sessionRow(token)).secondFactorAt).toBeInstanceOf(Date);
    const stored = await db.admin.findUniqueOrThrow({ where: { id: admin.id }, select: { webauthnUserId: true } });
    expect(authenticator.userHandle).toBe(stored.webauthnUserId);
    expect((await adminFromSessionToken(token))?.hasSecondFactor).toBe(true);

    const list = await callAsAdmin(listRoute, token, { method: "GET" });
    expect(list.status).toBe(200);
    expect(list.body!.passkeys).toEqual([expect.objectContaining({ _id: authenticator.id, name: "Passkey on Chrome, Android" })]);
    // Another admin sees none of them.
    const other = await adminSessionOf(await createAdmin());
    expect((await callAsAdmin(listRoute, other, { method: "GET" })).body!.passkeys).toEqual([]);
  });

  it("refuses an answer from another origin, a used challenge and an expired one", async () => {
    const admin = await createAdmin();
    const token = await adminSessionOf(admin);
    expectFailure(await register(token, new SoftAuthenticator(), "https://silver-shop.evil.example"), 400, STAFF_MSG.passkeyNotVerified);

    const options = await registrationOptions(token);
    const answer = new SoftAuthenticator().register(options, { origin: ORIGIN });
    expect((await callAsAdmin(registerRoute, token, { body: { response: answer } })).status).toBe(201);
    expectFailure(await callAsAdmin(registerRoute, token, { body: { response: answer } }), 400, STAFF_MSG.passkeyChallengeExpired);

    const late = await registrationOptions(token);
    await db.authChallenge.update({ where: { id: late.challenge }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expectFailure(await callAsAdmin(registerRoute, token, { body: { response: new SoftAuthenticator().register(late, { origin: ORIGIN }) } }), 400, STAFF_MSG.passkeyChallengeExpired);
    expect(await db.passkey.count({ where: { adminId: admin.id } })).toBe(1);
  });

  it("refuses a challenge made for another admin, and a body that is not an answer, with a 400", async () => {
    const a = await adminSessionOf(await createAdmin());
    const b = await adminSessionOf(await createAdmin());
    const options = await registrationOptions(a);
    expectFailure(await callAsAdmin(registerRoute, b, { body: { response: new SoftAuthenticator().register(options, { origin: ORIGIN }) } }), 400, STAFF_MSG.passkeyChallengeExpired);
    expect((await callAsAdmin(registerRoute, a, { body: { response: { id: "x" } } })).status).toBe(400);
    expect((await callAsAdmin(registerRoute, a, { raw: "[1,2" })).status).toBe(400);
    const garbage = { id: "abc", rawId: "abc", type: "public-key", response: { clientDataJSON: Buffer.from(JSON.stringify({ challenge: options.challenge })).toString("base64url"), attestationObject: "AAAA" } };
    expectFailure(await callAsAdmin(registerRoute, a, { body: { response: garbage } }), 400, STAFF_MSG.passkeyNotVerified);
  });

  it("clamps a counter past int4's range instead of failing", async () => {
    const { authenticator } = await staffWithPasskey({ counter: 4_000_000_000 });
    expect((await db.passkey.findUniqueOrThrow({ where: { id: authenticator.id } })).counter).toBe(INT4_MAX);
  });
});

describe("signing in with a passkey", () => {
  it("signs in with the passkey alone: a live session whose second factor counts as given", async () => {
    const { admin, authenticator } = await staffWithPasskey();
    const options = await signInOptions();
    expect(options.allowCredentials ?? []).toEqual([]);
    const address = newAddress();
    const res = await call(signInRoute, { body: { response: authenticator.authenticate(options, { origin: ORIGIN }) }, address });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 1, msg: STAFF_MSG.passkeySignedIn, LoginInfo: { _id: admin.id, email: admin.email } });
    const token = adminTokenFrom(res)!;
    expect((await adminFromSessionToken(token))?.id).toBe(admin.id);
    expect((await sessionRow(token)).secondFactorAt).toBeInstanceOf(Date);
    const stored = await db.passkey.findUniqueOrThrow({ where: { id: authenticator.id } });
    expect(stored.counter).toBe(1);
    expect(stored.lastUsedAt).toBeInstanceOf(Date);
    expect((await db.admin.findUniqueOrThrow({ where: { id: admin.id } })).lastSignInAt).toBeInstanceOf(Date);
  });

  it("refuses a wrong origin, a replayed answer and an expired challenge", async () => {
    const { authenticator } = await staffWithPasskey();
    expectFailure(await signIn(authenticator, { origin: "https://silver-shop.evil.example" }), 401, STAFF_MSG.passkeyNotRecognised);

    const address = newAddress();
    const answer = authenticator.authenticate(await signInOptions(address), { origin: ORIGIN });
    expect((await call(signInRoute, { body: { response: answer }, address })).status).toBe(200);
    expectFailure(await call(signInRoute, { body: { response: answer }, address }), 400, STAFF_MSG.passkeyChallengeExpired);

    const late = await signInOptions(address);
    await db.authChallenge.update({ where: { id: late.challenge }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const lateAnswer = authenticator.authenticate(late, { origin: ORIGIN });
    expectFailure(await call(signInRoute, { body: { response: lateAnswer }, address }), 400, STAFF_MSG.passkeyChallengeExpired);
  });

  it("refuses a deactivated admin's passkey, an unknown passkey and a signature by another key", async () => {
    const { admin, authenticator } = await staffWithPasskey();
    await db.admin.update({ where: { id: admin.id }, data: { active: false } });
    expectFailure(await signIn(authenticator), 401, STAFF_MSG.passkeyNotRecognised);
    expectFailure(await signIn(new SoftAuthenticator()), 401, STAFF_MSG.passkeyNotRecognised);

    // Same credential id, a different private key: the signature does not verify.
    const { authenticator: real } = await staffWithPasskey();
    const impostor = new SoftAuthenticator();
    Object.assign(impostor, { credentialId: real.credentialId, userHandle: real.userHandle });
    expectFailure(await signIn(impostor), 401, STAFF_MSG.passkeyNotRecognised);
  });

  it("refuses a counter that went back (a cloned authenticator) when it is non-zero", async () => {
    const { authenticator } = await staffWithPasskey({ counter: 10 });
    expect((await signIn(authenticator)).status).toBe(200); // registered at 10, signs with 11
    expect((await db.passkey.findUniqueOrThrow({ where: { id: authenticator.id } })).counter).toBe(11);
    authenticator.counter = 4; // signs with 5
    expectFailure(await signIn(authenticator), 401, STAFF_MSG.passkeyNotRecognised);
    expect((await db.passkey.findUniqueOrThrow({ where: { id: authenticator.id } })).counter).toBe(11);
  });

  it("accepts a passkey whose counter stays zero (most synced passkeys)", async () => {
    const { authenticator } = await staffWithPasskey({ counting: false });
    expect((await signIn(authenticator)).status).toBe(200);
    expect((await signIn(authenticator)).status).toBe(200);
    expect((await db.passkey.findUniqueOrThrow({ where: { id: authenticator.id } })).counter).toBe(0);
  });

  it("after a right password, tells an account with passkeys only to finish with its passkey, and starts no session", async () => {
    const { admin } = await staffWithPasskey();
    const res = await call(loginRoute, { body: { email: admin.email, password: admin.password } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 1, msg: STAFF_MSG.passkeyNeeded, secondFactorRequired: true, authenticatorApp: false });
    expect(adminTokenFrom(res)).toBeNull();
  });

  it("throttles failures per address: 429 with Retry-After", async () => {
    const address = newAddress();
    const stranger = new SoftAuthenticator();
    for (let i = 0; i < 20; i++) expect((await signIn(stranger, { address })).status).toBe(401);
    const res = await signIn(stranger, { address });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("step-up with a passkey", () => {
  async function stepUpOptions(token: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const res = await callAsAdmin(stepUpOptionsRoute, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body!.options as PublicKeyCredentialRequestOptionsJSON;
  }

  it("marks the session's second factor as given now with one of your own passkeys", async () => {
    const { admin, authenticator } = await staffWithPasskey();
    const token = await adminSessionOf(admin); // a new session: no second factor yet
    const options = await stepUpOptions(token);
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([authenticator.id]);
    const res = await callAsAdmin(stepUpRoute, token, { body: { response: authenticator.authenticate(options, { origin: ORIGIN }) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Date.now() - (await sessionRow(token)).secondFactorAt!.getTime()).toBeLessThan(60_000);
  });

  it("refuses another admin's passkey, even with a right signature", async () => {
    const { admin } = await staffWithPasskey();
    const { authenticator: theirs } = await staffWithPasskey();
    const token = await adminSessionOf(admin);
    const res = await callAsAdmin(stepUpRoute, token, { body: { response: theirs.authenticate(await stepUpOptions(token), { origin: ORIGIN }) } });
    expectFailure(res, 403, STAFF_MSG.passkeyNotYours);
    expect((await sessionRow(token)).secondFactorAt).toBeNull();
  });

  it("answers 400 for options when the admin has no passkey, and refuses a sign-in challenge", async () => {
    const token = await adminSessionOf(await createAdmin());
    expectFailure(await callAsAdmin(stepUpOptionsRoute, token), 400, STAFF_MSG.passkeyNoneYet);
    const { admin, authenticator } = await staffWithPasskey();
    const mine = await adminSessionOf(admin);
    const answer = authenticator.authenticate(await signInOptions(), { origin: ORIGIN });
    expectFailure(await callAsAdmin(stepUpRoute, mine, { body: { response: answer } }), 400, STAFF_MSG.passkeyChallengeExpired);
  });
});

describe("renaming and removing", () => {
  it("renames your own passkey (1–60 characters) and 404s another admin's", async () => {
    const { token, authenticator } = await staffWithPasskey();
    const params = { id: authenticator.id };
    const res = await callAsAdmin(renameRoute, token, { method: "PATCH", params, body: { name: "  Work laptop  " } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body!.passkey).toMatchObject({ _id: authenticator.id, name: "Work laptop" });
    expectFailure(await callAsAdmin(renameRoute, token, { method: "PATCH", params, body: { name: "   " } }), 400, STAFF_MSG.passkeyNameRequired);
    expectFailure(await callAsAdmin(renameRoute, token, { method: "PATCH", params, body: { name: "x".repeat(61) } }), 400, STAFF_MSG.passkeyNameTooLong);
    expect((await callAsAdmin(renameRoute, token, { method: "PATCH", params, body: { name: "x".repeat(60) } })).status).toBe(200);

    const other = await adminSessionOf(await createAdmin());
    expectFailure(await callAsAdmin(renameRoute, other, { method: "PATCH", params, body: { name: "Mine now" } }), 404, STAFF_MSG.passkeyNotFound);
    expectFailure(await callAsAdmin(renameRoute, token, { method: "PATCH", params: { id: "no-such-passkey" }, body: { name: "A" } }), 404, STAFF_MSG.passkeyNotFound);
    expect((await db.passkey.findUniqueOrThrow({ where: { id: authenticator.id } })).name).toBe("x".repeat(60));
  });

  it("removes your own passkey after a fresh second factor; 404 for another admin's; step-up when stale", async () => {
    const { admin, token, authenticator } = await staffWithPasskey();
    const params = { id: authenticator.id };

    const { token: otherToken } = await staffWithPasskey();
    expectFailure(await callAsAdmin(removeRoute, otherToken, { method: "DELETE", params }), 404, STAFF_MSG.passkeyNotFound);

    // A session whose second factor is older than 10 minutes must give it again.
    const stale = await adminSessionOf(admin);
    const staleId = (await decodeAdminSession(stale))!.sessionId;
    await db.session.update({ where: { id: staleId }, data: { secondFactorAt: new Date(Date.now() - 11 * 60 * 1000) } });
    const refused = await callAsAdmin(removeRoute, stale, { method: "DELETE", params });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("x-step-up")).toBe("required");

    const res = await callAsAdmin(removeRoute, token, { method: "DELETE", params });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await db.passkey.count({ where: { id: authenticator.id } })).toBe(0);
    expectFailure(await callAsAdmin(removeRoute, token, { method: "DELETE", params }), 404, STAFF_MSG.passkeyNotFound);
    // Gone means it no longer signs in.
    expectFailure(await signIn(authenticator), 401, STAFF_MSG.passkeyNotRecognised);
  });
});
