import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

// The TCP connection's own address, for CLIENT_ADDRESS_SOURCE=socket (client-address.ts). A route
// handler never sees the socket, only headers, and `next start` passes a client's own
// X-Forwarded-For through untouched (it fills the header from the socket only when it is absent),
// so no header can stand for the socket. `npm start` therefore serves through scripts/serve.mjs:
// Next's own request handler behind a plain Node HTTP server, which runs each request inside this
// store with `req.socket.remoteAddress`. The store is shared through globalThis under a registered
// symbol, because serve.mjs is plain Node while this file is bundled by Next; nothing a client
// sends can reach it. Under any other server (next start, next dev, a serverless host) it is empty.

const KEY = Symbol.for("silver-aura.socket-address");
type Store = AsyncLocalStorage<string | undefined>;

function storage(): Store {
  const holder = globalThis as unknown as Record<symbol, Store | undefined>;
  return (holder[KEY] ??= new AsyncLocalStorage<string | undefined>());
}

/** The address of the connection the current request came in on, when the server told us; else null. */
export function socketAddress(): string | null {
  return storage().getStore() ?? null;
}

/** Runs `fn` as a request from `address` (what scripts/serve.mjs does per request; tests use it too). */
export function runWithSocketAddress<T>(address: string | undefined, fn: () => T): T {
  return storage().run(address, fn);
}
