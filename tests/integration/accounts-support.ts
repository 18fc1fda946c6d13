// Helpers of the accounts tests (tests/integration/accounts-*.test.ts, route-access.test.ts):
// calling route handlers as a browser on the shop's own pages would, reading the session cookie
// they set, and customers made straight in the database.
import { randomInt } from "node:crypto";
import { NextRequest } from "next/server";
import { env } from "@/env";
import { hashSecret } from "@/server/auth/password";
import { createSession } from "@/server/auth/create-session";
import { customerCookieName, decodeCustomerSession, encodeCustomerSession } from "@/server/auth/customer-session";
import { db } from "@/server/db";
import { uniq } from "../support/factories";

export type Body = { status: 0 | 1; msg: string } & Record<string, unknown>;
// Any route handler, whatever its params: each test passes the params it expects.
export type Handler = (request: NextRequest, context: { params: Promise<never> }) => Promise<Response>;

/** A fresh documentation-range address per call, so tests never share a rate-limit window. */
export const newAddress = () => `203.0.${randomInt(0, 256)}.${randomInt(1, 255)}`;
export const newEmail = (label = "shopper") => `${label}.${uniq()}@example.com`;
export const PASSWORD = "Silver-925-ring";

export interface CallOptions {
  method?: string;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  /** The session cookie's value (the token), sent as the shop's session cookie. */
  session?: string | null;
  address?: string;
  params?: Record<string, string | string[]>;
  url?: string;
}

export interface CallResult {
  status: number;
  headers: Headers;
  body: Body | null;
  /** The Set-Cookie headers of the answer. */
  setCookies: string[];
}

export async function call(handler: unknown, { method = "POST", body, raw, headers = {}, session, address = newAddress(), params = {}, url = "http://localhost/api/x" }: CallOptions = {}): Promise<CallResult> {
  const all: Record<string, string> = {
    origin: env.siteUrl,
    "sec-fetch-site": "same-origin",
    "x-forwarded-for": address,
    ...(method !== "GET" && method !== "HEAD" ? { "content-type": "application/json" } : {}),
    ...(session ? { cookie: `${customerCookieName()}=${session}` } : {}),
    ...headers,
  };
  for (const [name, value] of Object.entries(all)) if (value === "") delete all[name];
  const request = new NextRequest(url, {
    method,
    headers: all,
    body: method === "GET" || method === "HEAD" ? undefined : (raw ?? JSON.stringify(body ?? {})),
  });
  const response = await (handler as Handler)(request, { params: Promise.resolve(params as never) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as Body | null, setCookies: response.headers.getSetCookie() };
}

/** The session token an answer set (the value of the shop's session cookie), or null. */
export function sessionFrom(result: CallResult): string | null {
  const prefix = `${customerCookieName()}=`;
  const cookie = result.setCookies.find((c) => c.startsWith(prefix));
  const value = cookie?.slice(prefix.length).split(";")[0];
  return value ? value : null;
}

export interface TestCustomer {
  id: string;
  email: string;
  name: string;
  password: string;
  sessionVersion: number;
}

/** A customer with a password, made in the database (not through the API, so no rate limit is used). */
export async function createCustomer({ active = true, password = PASSWORD, name = "Meera Iyer", googleId }: { active?: boolean; password?: string | null; name?: string; googleId?: string } = {}): Promise<TestCustomer> {
  const email = newEmail();
  const created = await db.customer.create({
    data: { name, email, active, passwordHash: password === null ? null : await hashSecret(password), googleId },
    select: { id: true, sessionVersion: true },
  });
  return { id: created.id, email, name, password: password ?? "", sessionVersion: created.sessionVersion };
}

/** A signed-in session for a customer, as login makes it: a Session row and the token carrying its id. */
export async function sessionOf(customer: { id: string; sessionVersion: number }, { userAgent = null }: { userAgent?: string | null } = {}): Promise<string> {
  const session = await createSession({ kind: "customer", ownerId: customer.id, userAgent });
  return encodeCustomerSession({ customerId: customer.id, sessionVersion: customer.sessionVersion, sessionId: session.id });
}

/** The Session row id a token carries. */
export async function sessionIdOf(token: string | null): Promise<string> {
  const claims = await decodeCustomerSession(token);
  if (!claims) throw new Error("not a session token");
  return claims.sessionId;
}
