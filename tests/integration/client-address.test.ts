import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as contact } from "@/app/api/contact/route";
import { POST as login } from "@/app/api/user/login-user/route";
import { env, parseEnv } from "@/env";
import { MSG } from "@/lib/messages/shop";
import { LOGIN_FAILURES_PER_ADDRESS } from "@/server/auth/account-rules";
import { CONTACT_RATE_LIMIT } from "@/server/contact/contact-rules";
import { db } from "@/server/db";
import { runWithSocketAddress } from "@/server/http/socket-address";
import { type RateLimitRule, rateLimitKey } from "@/server/rate-limit";
import { uniq } from "../support/factories";
import { type CallOptions, call, newAddress, newEmail } from "./accounts-support";

// Client addresses a client cannot choose (issue 15 §2), through the real login and contact
// handlers and the rate-limit rows in the database. The integration project runs with
// CLIENT_ADDRESS_SOURCE=xff:1 (vitest.config.ts); each block here sets the source it tests (env is
// read on every call, as the shop reads it) and puts the project's setting back afterwards.

let projectSetting: string;
beforeEach(() => {
  projectSetting = env.CLIENT_ADDRESS_SOURCE;
});
afterEach(() => {
  env.CLIENT_ADDRESS_SOURCE = projectSetting;
});

const message = () => ({ name: "Asha Verma", email: `asha.${uniq()}@example.com`, phone: "9876543210", message: "Do you resize silver rings?", consent: true });
const sendContact = (options: CallOptions) => call(contact, { body: message(), ...options });
const failLogin = (options: CallOptions) => call(login, { body: { email: newEmail("nobody"), password: "wrong-password-1" }, ...options });
/** Whether a rate-limit row exists for this rule and subject: which address a request was counted under. */
const countedAs = async (rule: RateLimitRule, subject: string) => (await db.rateLimit.findUnique({ where: { key: rateLimitKey(rule, subject) } }))?.count ?? 0;
/** A request as scripts/serve.mjs hands it to the app: coming in on a connection from `socket`. */
const fromSocket = <T>(socket: string | undefined, fn: () => Promise<T>) => runWithSocketAddress(socket, fn);

describe("the default setting (npm start: the connection's own address, no header trusted)", () => {
  beforeEach(() => {
    env.CLIENT_ADDRESS_SOURCE = parseEnv({ NODE_ENV: "test" }).CLIENT_ADDRESS_SOURCE;
    expect(env.CLIENT_ADDRESS_SOURCE).toBe("socket");
  });

  it(`rotating X-Forwarded-For and X-Real-IP does not escape the login limit (${LOGIN_FAILURES_PER_ADDRESS.limit} failures per address)`, async () => {
    const socket = newAddress();
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS.limit; i += 1) {
      const res = await fromSocket(socket, () => failLogin({ address: newAddress(), headers: { "x-real-ip": newAddress() } }));
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    const refused = await fromSocket(socket, () => failLogin({ address: newAddress(), headers: { "x-real-ip": newAddress() } }));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: 0, msg: MSG.tooManyLogins(15) });
    expect(await countedAs(LOGIN_FAILURES_PER_ADDRESS, socket)).toBe(LOGIN_FAILURES_PER_ADDRESS.limit);
    // Another connection is another client.
    expect((await fromSocket(newAddress(), () => failLogin({}))).status).toBe(401);
  });

  it(`rotating X-Forwarded-For does not escape the contact limit (${CONTACT_RATE_LIMIT.limit} messages per address)`, async () => {
    const socket = newAddress();
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i += 1) {
      expect((await fromSocket(socket, () => sendContact({ address: `${newAddress()}, ${newAddress()}` }))).status, `message ${i + 1}`).toBe(201);
    }
    expect((await fromSocket(socket, () => sendContact({ address: newAddress() }))).status).toBe(429);
    expect((await fromSocket(newAddress(), () => sendContact({}))).status).toBe(201);
  });

  it("IPv4-mapped socket addresses count as the IPv4 address (Node reports ::ffff:a.b.c.d on dual-stack servers)", async () => {
    const socket = newAddress();
    expect((await fromSocket(`::ffff:${socket}`, () => sendContact({}))).status).toBe(201);
    expect(await countedAs(CONTACT_RATE_LIMIT, socket)).toBe(1);
  });

  it("a server that does not hand over the connection (bare next start): every request is one client, whatever its headers", async () => {
    const before = await countedAs(CONTACT_RATE_LIMIT, "unknown");
    await fromSocket(undefined, () => sendContact({ address: newAddress() }));
    await sendContact({ address: newAddress(), headers: { "x-real-ip": newAddress(), "cf-connecting-ip": newAddress() } });
    expect(await countedAs(CONTACT_RATE_LIMIT, "unknown")).toBe(before + 2);
  });
});

describe("xff:<n>: behind n proxies that append to X-Forwarded-For", () => {
  it("with 2 trusted hops the second entry from the right is the client; what the client prepends is never read", async () => {
    env.CLIENT_ADDRESS_SOURCE = "xff:2";
    const client = newAddress();
    const edge = newAddress(); // the outer proxy's own address, appended by the inner one
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i += 1) {
      const spoofed = `${newAddress()}, ${newAddress()}`;
      expect((await sendContact({ address: `${spoofed}, ${client}, ${edge}` })).status, `message ${i + 1}`).toBe(201);
    }
    expect(await countedAs(CONTACT_RATE_LIMIT, client)).toBe(CONTACT_RATE_LIMIT.limit);
    expect((await sendContact({ address: `${newAddress()}, ${client}, ${newAddress()}` })).status).toBe(429);
    // The socket address is not used in this mode.
    expect((await fromSocket(newAddress(), () => sendContact({ address: `${client}, ${edge}` }))).status).toBe(429);
  });

  it("with 1 trusted hop the last entry is the client", async () => {
    env.CLIENT_ADDRESS_SOURCE = "xff:1";
    const client = newAddress();
    await sendContact({ address: `${newAddress()}, ${client}` });
    expect(await countedAs(CONTACT_RATE_LIMIT, client)).toBe(1);
  });

  it("a header with fewer entries than trusted hops did not come through the proxies: the shared unknown bucket", async () => {
    env.CLIENT_ADDRESS_SOURCE = "xff:3";
    const before = await countedAs(CONTACT_RATE_LIMIT, "unknown");
    const alone = newAddress();
    await sendContact({ address: `${newAddress()}, ${alone}` });
    expect(await countedAs(CONTACT_RATE_LIMIT, alone)).toBe(0);
    expect(await countedAs(CONTACT_RATE_LIMIT, "unknown")).toBe(before + 1);
  });
});

describe("header:<name>: one header the platform sets", () => {
  it.each(["cf-connecting-ip", "x-vercel-forwarded-for", "x-real-ip"])("header:%s reads that header only", async (header) => {
    env.CLIENT_ADDRESS_SOURCE = `header:${header}`;
    const client = newAddress();
    const others = ["cf-connecting-ip", "x-vercel-forwarded-for", "x-real-ip"].filter((name) => name !== header);
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i += 1) {
      // X-Forwarded-For, the other platforms' headers and the socket vary; the platform's header does not.
      const headers = { [header]: client, ...Object.fromEntries(others.map((name) => [name, newAddress()])) };
      expect((await fromSocket(newAddress(), () => sendContact({ address: newAddress(), headers }))).status, `message ${i + 1}`).toBe(201);
    }
    expect((await sendContact({ address: newAddress(), headers: { [header]: client } })).status).toBe(429);
    expect(await countedAs(CONTACT_RATE_LIMIT, client)).toBe(CONTACT_RATE_LIMIT.limit + 1);
  });
});

describe("CLIENT_ADDRESS_SOURCE itself", () => {
  it("defaults to socket and refuses anything but the listed settings", () => {
    expect(parseEnv({ NODE_ENV: "test" }).CLIENT_ADDRESS_SOURCE).toBe("socket");
    for (const value of ["socket", "xff:1", "xff:10", "header:x-vercel-forwarded-for", "header:cf-connecting-ip", "header:x-real-ip"]) {
      expect(parseEnv({ NODE_ENV: "test", CLIENT_ADDRESS_SOURCE: value }).CLIENT_ADDRESS_SOURCE).toBe(value);
    }
    for (const value of ["xff", "xff:0", "xff:11", "xff:-1", "header:x-forwarded-for", "header:user-agent", "first-hop", "SOCKET"]) {
      expect(() => parseEnv({ NODE_ENV: "test", CLIENT_ADDRESS_SOURCE: value }), value).toThrow(/CLIENT_ADDRESS_SOURCE/);
    }
  });
});
