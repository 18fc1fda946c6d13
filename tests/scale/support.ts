// What the scale specs share: the e2e database through Prisma, requests made as a client of one
// address of its own, the owner's session, waiting for a change to show, and Redis's keys for a run.
import { randomBytes } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { expect } from "@playwright/test";
import { createClient } from "redis";
import { PrismaClient } from "@/generated/prisma/client";
import { DEMO_ADMIN } from "../e2e/support/admin";
import { ownAddress } from "../e2e/support/client-address";
import { E2E_BASE_URL } from "../e2e/support/e2e-server";

export const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
/** The shop's own origin, which every state-changing call must come from (the build's site URL). */
export const ORIGIN = new URL(E2E_BASE_URL).origin;

export const newPrisma = () => new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) });

/** A Redis namespace of its own for one spec run (REDIS_KEY_PREFIX). */
export const redisPrefix = (name: string) => `scale_${name}_${randomBytes(4).toString("hex")}`;

/** Deletes a run's keys. */
export async function dropRedisKeys(prefix: string): Promise<void> {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  try {
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) keys.push(...batch);
    for (let i = 0; i < keys.length; i += 500) await client.del(keys.slice(i, i + 500));
  } finally {
    await client.close();
  }
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
