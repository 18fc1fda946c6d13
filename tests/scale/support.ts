// What the scale specs share: the e2e database through Prisma, requests made as a client of one
// address of its own, the owner's session, waiting for a change to show, and Redis's keys for a run.
import { randomBytes } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { expect } from "@playwright/test";
import { PrismaClient } from "@/generated/prisma/client";
import { withMoneyAsNumbers } from "@/server/db-money";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { DEMO_ADMIN } from "../e2e/support/admin";
import { ownAddress } from "../e2e/support/client-address";
import { E2E_BASE_URL } from "../e2e/support/e2e-server";

export const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
/** The shop's own origin, which every state-changing call must come from (the build's site URL). */
export const ORIGIN = new URL(E2E_BASE_URL).origin;

export const newPrisma = () => withMoneyAsNumbers(new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) }));

/** A Redis namespace of its own for one spec run (REDIS_KEY_PREFIX). */
export const redisPrefix = (name: string) => `scale_${name}_${randomBytes(4).toString("hex")}`;

export { dropRedisKeys } from "../support/redis-keys";

/** The e2e database behind a TCP proxy the test can cut, blackhole or freeze, and the URL that goes through it. */
export async function proxiedDatabase(): Promise<{ proxy: TcpProxy; url: string }> {
  const database = new URL(process.env.DATABASE_URL!);
  const proxy = await startTcpProxy({ host: database.hostname, port: Number(database.port || 5432) });
  database.hostname = "127.0.0.1";
  database.port = String(proxy.port);
  return { proxy, url: database.toString() };
}

/** The checkout's create-order body for one piece (the amount and price are the page's; the server ignores them). */
export function checkoutBody(product: { id: string; name: string }, email = "asha.scale@example.com") {
  return {
    amount: 1,
    currency: "INR",
    receipt: "rcpt_1",
    metadata: {
      notes: "",
      items: [{ id: product.id, name: product.name, quantity: 1, price: 1 }],
      customer: { name: "Asha Verma", email, contact: "9876543210", address: { line1: "1 MG Road", city: "Pune", state: "Maharashtra", postalCode: "411001" } },
    },
  };
}

/** The product form as the back office sends it for `product`, with `fields` changed (a new price, say). */
export function productEditForm(
  product: { name: string; code: string; description: string; weightGrams: unknown; stock: number; categoryId: string },
  colorIds: readonly string[],
  fields: Record<string, string>,
): FormData {
  const form = new FormData();
  const all = { name: product.name, description: product.description, code: product.code, discount: "0", quantity: String(product.stock), weight: String(product.weightGrams), categoryID: product.categoryId, colors: colorIds.join(","), ...fields };
  for (const [key, value] of Object.entries(all)) form.set(key, value);
  return form;
}

export interface Client {
  readonly address: string;
  cookie: string;
  fetch(url: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
}

/** A client with an address of its own (X-Forwarded-For; the instances trust one hop) and a cookie jar of one cookie line. */
export function newClient(): Client {
  const client: Client = {
    address: ownAddress(),
    cookie: "",
    async fetch(url, init = {}) {
      const headers = new Headers(init.headers);
      headers.set("x-forwarded-for", client.address);
      if (client.cookie) headers.set("cookie", client.cookie);
      const method = (init.method ?? "GET").toUpperCase();
      if (method !== "GET" && method !== "HEAD") headers.set("origin", ORIGIN);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set("content-type", "application/json");
        body = JSON.stringify(init.json);
      }
      const res = await fetch(url, { ...init, headers, body, redirect: "manual", signal: init.signal ?? AbortSignal.timeout(20_000) });
      const cookies = res.headers.getSetCookie().map((line) => line.split(";")[0]!);
      if (cookies.length > 0) {
        const jar = new Map(client.cookie ? client.cookie.split("; ").map((pair) => [pair.split("=")[0]!, pair] as const) : []);
        for (const pair of cookies) jar.set(pair.split("=")[0]!, pair);
        client.cookie = [...jar.values()].join("; ");
      }
      return res;
    },
  };
  return client;
}

/** Signs a client in as the demo admin (through `base`). */
export async function signInAsOwner(client: Client, base: string): Promise<void> {
  const res = await client.fetch(`${base}/api/admin/login`, { method: "POST", json: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
  expect(res.status, await res.clone().text()).toBe(200);
}

/**
 * Asks `probe` every 100 ms until it returns true; fails after `withinMs`. Returns how long it took.
 */
export async function within(withinMs: number, what: string, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`${what}: not seen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const text = async (url: string, client = newClient()) => {
  const res = await client.fetch(url);
  return { status: res.status, body: await res.text() };
};
