import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopServer } from "../../scripts/shop-server.mjs";

// scripts/serve.mjs's HTTP server (scripts/shop-server.mjs: the connection's address, compression and
// the drain around Next's handler) on a real socket, with a handler that does to each response what
// Next 16.4 does to a page it renders per request: eight `close` listeners (two abort signals, four
// `after()` hooks, the body's pipe and its abort controller; counted under `npm run test:e2e`), then
// the body in pieces. Node warns past ten listeners of one event on one emitter
// ("MaxListenersExceededWarning: ... 11 close listeners added to [ServerResponse]"), so the server's own
// wiring must leave Next that room.

const NEXT_CLOSE_LISTENERS = 8;
/** What the server's own wiring had put on the response when Next's handler got it, per request. */
const oursAtHandler: number[] = [];
const warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);

const page = `<!DOCTYPE html><html><body>${Array.from({ length: 200 }, (_, i) => `<p>Silver ring ${i}</p>`).join("")}</body></html>`;

/** Plays Next's handler for a page rendered per request. */
async function nextLikeHandler(_req: http.IncomingMessage, res: http.ServerResponse) {
  oursAtHandler.push(res.listenerCount("close"));
  for (let i = 0; i < NEXT_CLOSE_LISTENERS; i++) res.once("close", () => {});
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.write(page.slice(0, 2000));
  await new Promise((resolve) => setTimeout(resolve, 5));
  res.end(page.slice(2000));
}

let server: http.Server;
let port = 0;

beforeAll(async () => {
  process.on("warning", onWarning);
  ({ server } = createShopServer(nextLikeHandler, { timeoutMs: 1000 }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  process.off("warning", onWarning);
  server.closeAllConnections();
  server.close();
});

function get(agent: http.Agent): Promise<{ encoding?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/page", agent, headers: { "accept-encoding": "br" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const wire = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          resolve({ encoding, body: (encoding === "br" ? zlib.brotliDecompressSync(wire) : wire).toString("utf8") });
        });
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

describe("the production server's own close listeners", () => {
  it("leave room for Next's: at most two on a response when Next's handler gets it", async () => {
    oursAtHandler.length = 0;
    await get(new http.Agent());
    // Today one: the compression middleware's own. Three (a release of the compression stream and the
    // drain's bookkeeping besides) plus Next's eight made Node warn on every page rendered per request.
    expect(oursAtHandler).toEqual([expect.any(Number)]);
    expect(oursAtHandler[0]).toBeLessThanOrEqual(2);
  });

  it("serve pages with Next's eight listeners on kept-alive connections without MaxListenersExceededWarning", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(agent)));
    agent.destroy();
    for (const answer of answers) {
      expect(answer.encoding).toBe("br");
      expect(answer.body).toBe(page);
    }
    // A warning is emitted on the next tick: let it arrive before looking.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((warning) => warning.name === "MaxListenersExceededWarning").map((warning) => warning.message)).toEqual([]);
  });
});
