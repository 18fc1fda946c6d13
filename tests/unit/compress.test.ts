import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compress, compressedPageCount } from "../../scripts/compress.mjs";

// scripts/serve.mjs's compression (scripts/compress.mjs) with its stored copies, on a real HTTP server,
// in front of a handler that answers like Next does for a page from its cache (the whole body at once,
// with its length) or for a page rendered per request (streamed). Every answer must decode to exactly
// the body the handler sent.

/** What the handler answers at /page; the tests change it. */
let page = "";
let server: http.Server;
let port = 0;

/** A page like the shop's: markup that repeats with small differences, as product cards do. */
function html(label: string) {
  const cards = Array.from({ length: 60 }, (_, i) => `<li><article class="card"><h3><a href="/prod-detail/p${i}">${label} ring ${i}</a></h3><p class="price">₹${(i * 137) % 9000}</p></article></li>`);
  return `<!DOCTYPE html><html><body><h1>${label}</h1><ul>${cards.join("")}</ul></body></html>`;
}

/** An API answer like the catalogue's: a page of products in the envelope. */
function json(label: string) {
  const prod = Array.from({ length: 40 }, (_, i) => ({ _id: `p${i}`, name: `${label} ring ${i}`, price: (i * 137) % 9000 }));
  return JSON.stringify({ status: 1, msg: "Products fetched successfully", prod });
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    compress(req, res, () => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      if (req.url === "/cached.json" || req.url === "/fresh.json") {
        // As Next sends an API answer: headers flushed first, then the body in pieces (pipe-readable.js).
        res.setHeader("Content-Type", "application/json");
        if (req.url === "/cached.json") res.setHeader("x-nextjs-cache", "HIT");
        res.flushHeaders();
        const body = json(page);
        res.write(body.slice(0, 700));
        (res as unknown as { flush?: () => void }).flush?.();
        // Next writes its web streams' chunks: plain Uint8Arrays, not Buffers.
        res.write(new TextEncoder().encode(body.slice(700)));
        res.end();
        return;
      }
      if (req.url === "/streamed") {
        res.write(page.slice(0, 1000));
        res.end(page.slice(1000));
        return;
      }
      if (req.url === "/missing") res.statusCode = 404;
      if (req.url === "/as-is") res.setHeader("Cache-Control", "public, no-transform");
      res.setHeader("Content-Length", Buffer.byteLength(page));
      res.end(page);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

interface Answer {
  status: number;
  encoding?: string;
  wire: Buffer;
  body: string;
}

function get(path: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
    http
      .get({ host: "127.0.0.1", port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const wire = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const body = encoding === "br" ? zlib.brotliDecompressSync(wire) : encoding === "gzip" ? zlib.gunzipSync(wire) : wire;
          expect(Number(res.headers["content-length"] ?? wire.length)).toBe(wire.length);
          resolve({ status: res.statusCode ?? 0, encoding, wire, body: body.toString("utf8") });
        });
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** Waits until the background compression has stored `count` copies in all. */
async function copiesReach(count: number) {
  await expect.poll(() => compressedPageCount(), { timeout: 5_000, interval: 10 }).toBeGreaterThanOrEqual(count);
}

describe("stored compressed copies of whole pages", () => {
  it("answers a repeated page with its better brotli copy, decoding to the same body", async () => {
    page = html("Silver");
    const before = compressedPageCount();
    const first = await get("/page", "gzip, deflate, br");
    expect(first.encoding).toBe("br");
    expect(first.body).toBe(page);
    await copiesReach(before + 1);

    const second = await get("/page", "gzip, deflate, br");
    expect(second.encoding).toBe("br");
    expect(second.body).toBe(page);
    // Quality 5 instead of the middleware's quality 1: the stored copy is the smaller one.
    expect(second.wire.length).toBeLessThan(first.wire.length);
    expect(compressedPageCount()).toBe(before + 1);
  });

  it("never answers a changed page with the copy of its old body", async () => {
    page = html("Silver");
    await get("/page", "br");
    page = html("Gold");
    const changed = await get("/page", "br");
    expect(changed.body).toBe(page);
    expect(changed.body).toContain("Gold ring 7");
    await get("/page", "br");
    const again = await get("/page", "br");
    expect(again.body).toBe(page);
  });

  it("keeps a gzip copy for clients without brotli, and plain bytes for clients that ask for neither", async () => {
    page = html("Platinum");
    const before = compressedPageCount();
    expect((await get("/page", "gzip")).encoding).toBe("gzip");
    await copiesReach(before + 1);
    const gzip = await get("/page", "gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gzip.body).toBe(page);

    const plain = await get("/page");
    expect(plain.encoding).toBeUndefined();
    expect(plain.body).toBe(page);
  });

  it("leaves streamed pages and error answers to the middleware, storing nothing for them", async () => {
    page = html("Streamed");
    const before = compressedPageCount();
    for (let i = 0; i < 2; i += 1) {
      const streamed = await get("/streamed", "br");
      expect(streamed.encoding).toBe("br");
      expect(streamed.body).toBe(page);
      const missing = await get("/missing", "br");
      expect(missing.status).toBe(404);
      expect(missing.body).toBe(page);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(compressedPageCount()).toBe(before);
  });

  it("sends a body marked no-transform as it is, every time", async () => {
    page = html("As is");
    for (let i = 0; i < 3; i += 1) {
      const answer = await get("/as-is", "br");
      expect(answer.encoding).toBeUndefined();
      expect(answer.body).toBe(page);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it("gathers a cached JSON answer sent in pieces, and answers it again with its stored copy", async () => {
    page = "Cached";
    const before = compressedPageCount();
    const first = await get("/cached.json", "br");
    expect(first.encoding).toBe("br");
    expect(first.body).toBe(json(page));
    await copiesReach(before + 1);
    const second = await get("/cached.json", "br");
    expect(second.body).toBe(json(page));
    expect(second.wire.length).toBeLessThan(first.wire.length);

    page = "Changed";
    const changed = await get("/cached.json", "br");
    expect(changed.body).toBe(json(page));
    await copiesReach(before + 2); // a copy of its own: copies are keyed by the bytes, never the address
  });

  it("streams a JSON answer made per request as it comes, storing nothing for it", async () => {
    page = "Per request";
    const before = compressedPageCount();
    for (let i = 0; i < 2; i += 1) {
      const answer = await get("/fresh.json", "br");
      expect(answer.encoding).toBe("br");
      expect(answer.body).toBe(json(page));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(compressedPageCount()).toBe(before);
  });
});
