// `npm start`'s server (started by scripts/start.ts): what `next start` does — Next's own request
// handler behind a plain Node HTTP server — plus one thing. Every request runs with the address of
// the TCP connection it came in on, in the store src/server/http/socket-address.ts reads, so that
// CLIENT_ADDRESS_SOURCE=socket (the default) keys rate limits by an address no client can choose.
// `next start` itself cannot: route handlers see only headers, and it passes a client's own
// X-Forwarded-For through untouched (node_modules/next/dist/server/base-server.js fills it from
// the socket only when the request has none).
//
// It also compresses the responses itself, and keeps compressed copies of the pages Next serves whole
// from its cache (scripts/compress.mjs).
//
// On SIGTERM or SIGINT it stops taking connections and lets the requests in flight finish, for at most
// SHUTDOWN_TIMEOUT_MS (default 20 s; scripts/graceful-shutdown.mjs), then exits.
//
//   node scripts/serve.mjs [-p <port>] [-H <hostname>]      (NODE_ENV=production, after `next build`)
import path from "node:path";
import next from "next";
import { shutdownTimeoutMs } from "./graceful-shutdown.mjs";
import { createShopServer } from "./shop-server.mjs";

function option(short, long) {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => arg === short || arg === long);
  return at === -1 ? undefined : args[at + 1];
}

const port = Number(option("-p", "--port") ?? process.env.PORT ?? 3000);
// Read by the offer clock (src/server/offers/offer-clock.ts): it calls this server's own /api/offers/boundary.
process.env.PORT = String(port);
const hostname = option("-H", "--hostname"); // unset: every interface, like `next start`
const dir = path.resolve(import.meta.dirname, "..");

// Read by next.config.ts when the app below loads it: this server compresses, so Next must not.
process.env.SHOP_SERVER_COMPRESSES = "1";
// Next is told "localhost" whatever interface the server listens on: it compares a proxy's rewrite
// target with that name, and any other (-H 127.0.0.1, -H 0.0.0.0 in a container) made every rewritten
// page (listings, search, blog) a request to itself that the proxy then refused as a 404.
const app = next({ dev: false, dir, port, hostname: "localhost" });
const handle = app.getRequestHandler();

const timeoutMs = shutdownTimeoutMs();
// The address, compression and drain around Next's handler (scripts/shop-server.mjs).
const { server, drain } = createShopServer(handle, { timeoutMs });

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[shop] ${signal}: no new connections; finishing the requests in flight (at most ${timeoutMs} ms)`);
  if (!(await drain())) console.warn(`[shop] requests still running after ${timeoutMs} ms were cut`);
  // With REDIS_URL: the shared cache's last tag writes reach Redis, then its connections close.
  await globalThis[Symbol.for("silver-aura.shared-cache")]?.close(1000).catch(() => {});
  await Promise.race([app.close(), new Promise((resolve) => setTimeout(resolve, 2000))]).catch(() => {});
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));

await app.prepare();
server.listen(port, hostname, () => console.log(`[shop] serving on http://${hostname ?? "localhost"}:${port}`));
