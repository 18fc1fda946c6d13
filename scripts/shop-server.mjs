// The HTTP server of `npm start` (scripts/serve.mjs) around Next's request handler: each request runs
// with the address of its TCP connection (src/server/http/socket-address.ts reads it), is compressed
// (scripts/compress.mjs), and can be drained on a stop (scripts/graceful-shutdown.mjs).
//
// It puts no `close` listener of its own on a response. Next already puts up to eight on a page it
// renders per request (two abort signals, four `after()` hooks, the body's pipe: measured on Next
// 16.4 under `npm run test:e2e`), and the compression middleware one; Node warns past ten
// ("MaxListenersExceededWarning: ... 11 close listeners added to [ServerResponse]"). Two of ours
// took it there: a release of the compression stream, which the middleware (compression 1.8.2)
// already does on `close` itself, and the drain's bookkeeping (now without listeners:
// graceful-shutdown.mjs).
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";
import { compress } from "./compress.mjs";
import { drainable } from "./graceful-shutdown.mjs";

/** The same registered symbol as src/server/http/socket-address.ts: one store shared with the bundled app. */
const KEY = Symbol.for("silver-aura.socket-address");
const storage = (globalThis[KEY] ??= new AsyncLocalStorage());

/**
 * @param {(req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>} handle Next's request handler
 * @param {{ timeoutMs: number }} options the drain's bound (graceful-shutdown.mjs)
 * @returns {{ server: http.Server, drain: () => Promise<boolean> }}
 */
export function createShopServer(handle, { timeoutMs }) {
  const server = http.createServer((req, res) => {
    storage.run(req.socket.remoteAddress, () => {
      compress(req, res, () => {
        handle(req, res).catch((error) => {
          console.error(error);
          if (!res.headersSent) res.statusCode = 500;
          res.end();
        });
      });
    });
  });
  const { drain } = drainable(server, { timeoutMs });
  return { server, drain };
}
