import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SignJWT, exportJWK, generateKeyPair, type KeyLike } from "jose";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as googleAuth } from "@/app/api/user/google-auth/route";
import { GET as me } from "@/app/api/user/me/route";
import { env, sessionSecret } from "@/env";
import { MSG } from "@/lib/messages/shop";
import { authOptions } from "@/server/auth/auth-options";
import { decodeCustomerSession } from "@/server/auth/customer-session";
import { db } from "@/server/db";
import { uniq } from "../support/factories";
import { type CallResult, call, createCustomer, newEmail, sessionFrom } from "./accounts-support";

// Google sign-in (issue 7 §2): POST /api/user/google-auth verifies the ID token against the keys at
// GOOGLE_JWKS_URL, here a local JWKS server with this test's own RSA key, and the next-auth route's
// callbacks put the same claims into next-auth's cookie.

const CLIENT_ID = "test-client.apps.googleusercontent.com";
let server: Server;
let googleKey: KeyLike;
let strangerKey: KeyLike;
let jwksRequests = 0;
const saved = { id: env.GOOGLE_CLIENT_ID, secret: env.GOOGLE_CLIENT_SECRET, jwks: env.GOOGLE_JWKS_URL };

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair("RS256")).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  server = createServer((_request, response) => {
    jwksRequests += 1;
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(env, { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: "test-secret", GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` });
});

afterAll(async () => {
  Object.assign(env, { GOOGLE_CLIENT_ID: saved.id, GOOGLE_CLIENT_SECRET: saved.secret, GOOGLE_JWKS_URL: saved.jwks });
  await new Promise((resolve) => server.close(resolve));
});

interface TokenOptions {
  sub?: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  audience?: string;
  issuer?: string;
  expiresIn?: string | number;
  key?: KeyLike;
  kid?: string;
}

function idToken({ sub = `g-${uniq()}`, email = newEmail("google"), emailVerified = true, name = "Kabir Singh", audience = CLIENT_ID, issuer = "https://accounts.google.com", expiresIn = "1h", key = googleKey, kid = "test-key" }: TokenOptions = {}) {
  const jwt = new SignJWT({ email, email_verified: emailVerified, name })
    .setProtectedHeader({ alg: "RS256", kid })
    .setSubject(sub)
    .setAudience(audience)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(expiresIn);
  return jwt.sign(key);
}

function tamperSignature(token: string): string {
  const at = token.lastIndexOf(".") + 10;
  return token.slice(0, at) + (token[at] === "A" ? "B" : "A") + token.slice(at + 1);
}

function expectGoogleFailed(res: CallResult) {
  expect(res.status, JSON.stringify(res.body)).toBe(401);
  expect(res.body).toEqual({ status: 0, msg: MSG.googleFailed });
  expect(sessionFrom(res)).toBeNull();
}

describe("POST /api/user/google-auth", () => {
  it("creates a customer (no password) for a new Google account, answers { User } and sets the session cookie", async () => {
    const email = newEmail("google");
    const sub = `g-${uniq()}`;
    const res = await call(googleAuth, { body: { credential: await idToken({ sub, email: email.toUpperCase() }) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await db.customer.findUnique({ where: { googleId: sub }, omit: { passwordHash: false } });
    expect(stored).toMatchObject({ email, name: "Kabir Singh", passwordHash: null, active: true });
    expect(res.body).toEqual({ status: 1, msg: MSG.loggedIn, User: { _id: stored!.id, name: "Kabir Singh", email, phone: null } });
    expect((await call(me, { method: "GET", session: sessionFrom(res) })).status).toBe(200);
    expect(jwksRequests).toBeGreaterThan(0);
  });

  it("finds the same customer again by Google id, even after the Google e-mail changed", async () => {
    const sub = `g-${uniq()}`;
    const first = await call(googleAuth, { body: { credential: await idToken({ sub }) } });
    const again = await call(googleAuth, { body: { credential: await idToken({ sub, email: newEmail("renamed") }) } });
    expect((again.body!.User as { _id: string })._id).toBe((first.body!.User as { _id: string })._id);
    expect(await db.customer.count({ where: { googleId: sub } })).toBe(1);
  });

  it("links Google to an existing e-mail account: one customer, the password still works", async () => {
    const customer = await createCustomer();
    const sub = `g-${uniq()}`;
    const res = await call(googleAuth, { body: { credential: await idToken({ sub, email: customer.email }) } });
    expect(res.status).toBe(200);
    expect((res.body!.User as { _id: string })._id).toBe(customer.id);
    const stored = await db.customer.findUnique({ where: { id: customer.id }, omit: { passwordHash: false } });
    expect(stored!.googleId).toBe(sub);
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await db.customer.count({ where: { email: customer.email } })).toBe(1);
  });

  it.each([
    ["another audience", () => idToken({ audience: "someone-else.apps.googleusercontent.com" })],
    ["an expired token", () => idToken({ expiresIn: Math.floor(Date.now() / 1000) - 3600 })],
    ["another issuer", () => idToken({ issuer: "https://evil.example" })],
    ["an unverified e-mail", () => idToken({ emailVerified: false })],
    ["a key Google does not publish", () => idToken({ key: strangerKey })],
    [
      "a tampered payload",
      async () => {
        const [header, payload, signature] = (await idToken()).split(".");
        const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>;
        const forged = Buffer.from(JSON.stringify({ ...claims, email: "victim@example.com" })).toString("base64url");
        return `${header}.${forged}.${signature}`;
      },
    ],
    // A character in the middle of the signature: the last base64url character also carries padding
    // bits, so changing it can leave the decoded signature as it was (and the token valid).
    ["a tampered signature", async () => tamperSignature(await idToken())],
    ["an unsigned token", async () => `${Buffer.from('{"alg":"none"}').toString("base64url")}.${(await idToken()).split(".")[1]}.`],
    ["not a JWT", async () => "hello"],
  ])("refuses %s with 401 'Google login failed'", async (_label, make) => {
    expectGoogleFailed(await call(googleAuth, { body: { credential: await make() } }));
  });

  it("refuses a deactivated customer", async () => {
    const customer = await createCustomer({ active: false });
    expectGoogleFailed(await call(googleAuth, { body: { credential: await idToken({ email: customer.email }) } }));
  });

  it("400 'Google sign-in is not configured.' without a client id and secret", async () => {
    Object.assign(env, { GOOGLE_CLIENT_ID: undefined, GOOGLE_CLIENT_SECRET: undefined });
    try {
      const res = await call(googleAuth, { body: { credential: await idToken() } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 0, msg: MSG.googleNotConfigured });
      expect(authOptions().providers).toEqual([]);
    } finally {
      Object.assign(env, { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: "test-secret" });
    }
  });

  it("400s a missing credential", async () => {
    const res = await call(googleAuth, { body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, msg: MSG.googleFailed });
  });
});

describe("next-auth (/api/auth/[...nextauth])", () => {
  it("offers Google only when configured, with JWT sessions in the same cookie", () => {
    const options = authOptions();
    expect(options.providers.map((p) => p.id)).toEqual(["google"]);
    expect(options.session?.strategy).toBe("jwt");
    expect(options.useSecureCookies).toBe(false);
  });

  it("its jwt callback finds or creates the customer and writes the claims our session reader accepts", async () => {
    const customer = await createCustomer();
    const jwt = authOptions().callbacks!.jwt!;
    const profile = { sub: `g-${uniq()}`, email: customer.email, email_verified: true, name: "Meera" };
    const token = await jwt({ token: { name: "x" }, account: { provider: "google", type: "oauth", providerAccountId: profile.sub }, profile, user: { id: profile.sub } } as never);
    // A Google sign-in starts a session like our endpoints: a Session row of the customer, its id in the token.
    const row = await db.session.findFirstOrThrow({ where: { customerId: customer.id } });
    expect(token).toEqual({ sub: customer.id, role: "customer", sv: customer.sessionVersion, sid: row.id });

    const cookie = await encode({ token, secret: sessionSecret() });
    expect(await decodeCustomerSession(cookie)).toEqual({ customerId: customer.id, sessionVersion: customer.sessionVersion, sessionId: row.id });
    expect((await db.customer.findUnique({ where: { id: customer.id }, select: { googleId: true } }))!.googleId).toBe(profile.sub);
  });

  it("its signIn callback refuses a Google account without a verified e-mail", async () => {
    const signIn = authOptions().callbacks!.signIn!;
    const account = { provider: "google", type: "oauth", providerAccountId: "g" } as never;
    expect(await signIn({ account, profile: { sub: "g", email: newEmail(), email_verified: false }, user: { id: "g" } } as never)).toBe(false);
    expect(await signIn({ account, profile: { sub: "g", email: newEmail(), email_verified: true }, user: { id: "g" } } as never)).toBe(true);
  });
});
