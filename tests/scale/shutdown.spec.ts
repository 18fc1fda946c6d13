import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { startInstance, type Instance } from "../support/instances";
import type { TcpProxy } from "../support/tcp-proxy";
import { newClient, proxiedDatabase } from "./support";

// A graceful stop at the process level (scripts/serve.mjs, what `npm start` and a deployment run): on
// SIGTERM an instance stops taking connections, lets the request in flight finish, and exits, within
// SHUTDOWN_TIMEOUT_MS. The request is held in flight by stalling the instance's database connection
// (a TCP proxy that forwards nothing until told to).

let pg: TcpProxy;
let databaseUrl: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  ({ proxy: pg, url: databaseUrl } = await proxiedDatabase());
});

test.afterAll(async () => {
  await pg?.close();
});

const message = () => ({ name: "Asha Verma", email: `asha.${randomBytes(3).toString("hex")}@example.com`, phone: "9876543210", message: "Do you resize rings?", consent: true });

async function refused(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED";
  }
}

async function startWarm(port: number, env: Record<string, string> = {}): Promise<Instance> {
  const instance = startInstance(port, { DATABASE_URL: databaseUrl, ...env });
  await instance.ready();
  // The contact route is compiled and the pool has its connections before the test stalls them.
  expect((await newClient().fetch(`${instance.url}/api/contact`, { method: "POST", json: message() })).status).toBe(201);
  return instance;
}

test("SIGTERM: no new connections, the request in flight finishes, then the process exits", async () => {
  const instance = await startWarm(4031);
  pg.blackhole(true);
  const inFlight = newClient().fetch(`${instance.url}/api/contact`, { method: "POST", json: message() });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const exited = instance.term();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await refused(instance.url)).toBe(true);
  pg.blackhole(false); // the database answers: the request in flight completes
  expect((await inFlight).status).toBe(201);
  expect(await exited).toBe(0);
  expect(instance.output()).toContain("SIGTERM: no new connections");
});

test("SIGTERM with a request that never finishes: the instance still exits, at SHUTDOWN_TIMEOUT_MS", async () => {
  const instance = await startWarm(4032, { SHUTDOWN_TIMEOUT_MS: "1500" });
  pg.blackhole(true);
  const inFlight = newClient()
    .fetch(`${instance.url}/api/contact`, { method: "POST", json: message() })
    .then(
      (res) => res.status,
      () => "cut",
    );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const started = Date.now();
  const code = await instance.term();
  const took = Date.now() - started;
  pg.blackhole(false);
  expect(code).toBe(0);
  expect(took).toBeGreaterThanOrEqual(1_400);
  expect(took).toBeLessThan(5_000);
  expect(await inFlight).toBe("cut");
  expect(instance.output()).toContain("were cut");
});
