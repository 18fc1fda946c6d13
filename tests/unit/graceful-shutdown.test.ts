import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drainable, shutdownTimeoutMs } from "../../scripts/graceful-shutdown.mjs";

// scripts/serve.mjs's stop on SIGTERM, on a real HTTP server: requests in flight finish, new
// connections are refused, kept-alive idle connections do not hold the stop, and a request that
// outlives the bound is cut so the stop never hangs.

const servers: http.Server[] = [];

/** A server whose /slow?ms=N answers after N ms and everything else at once. */
async function start(timeoutMs: number) {
  const server = http.createServer((req, res) => {
    const ms = Number(new URL(req.url ?? "/", "http://x").searchParams.get("ms") ?? 0);
    setTimeout(() => res.end("done"), ms);
  });
  servers.push(server);
  const { drain } = drainable(server, { timeoutMs });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { drain, port };
}

function get(port: number, path: string, agent?: http.Agent): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

describe("graceful shutdown", () => {
  it("lets a request in flight finish, refuses new connections, and resolves once it is done", async () => {
    const { drain, port } = await start(5000);
    const inFlight = get(port, "/slow?ms=400");
    await new Promise((resolve) => setTimeout(resolve, 100)); // the request has arrived
    const started = Date.now();
    const drained = drain();

    await expect(get(port, "/")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    await expect(inFlight).resolves.toMatchObject({ status: 200, body: "done", connection: "close" });
    await expect(drained).resolves.toBe(true);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("does not wait for kept-alive connections that are idle", async () => {
    const { drain, port } = await start(5000);
    const agent = new http.Agent({ keepAlive: true });
    await expect(get(port, "/", agent)).resolves.toMatchObject({ status: 200 });
    const started = Date.now();
    await expect(drain()).resolves.toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    agent.destroy();
  });

  it("cuts what is still running at the bound, so a stop never hangs", async () => {
    const { drain, port } = await start(300);
    const stuck = get(port, "/slow?ms=10000");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await expect(drain()).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(stuck).rejects.toThrow(/socket hang up|ECONNRESET/);
  });

  it("reads SHUTDOWN_TIMEOUT_MS, 20 s by default", () => {
    expect(shutdownTimeoutMs({})).toBe(20_000);
    expect(shutdownTimeoutMs({ SHUTDOWN_TIMEOUT_MS: "1500" })).toBe(1500);
    expect(shutdownTimeoutMs({ SHUTDOWN_TIMEOUT_MS: "soon" })).toBe(20_000);
  });
});
