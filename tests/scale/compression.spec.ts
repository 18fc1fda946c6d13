import http from "node:http";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { startInstance, type Instance } from "../support/instances";

// `npm start`'s server (scripts/serve.mjs) compresses its answers itself: brotli where the client
// accepts it, gzip for the others, nothing for a client that asks for nothing; Next's own gzip and
// its per-body ETag are off. Each body must decode to exactly what an uncompressed request gets,
// pages rendered per request (streamed) included.

let instance: Instance;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  instance = startInstance(4051);
  await instance.ready();
});

test.afterAll(async () => {
  await instance?.term();
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One GET with exactly these headers, the body as the bytes that came over the wire. */
function get(path: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    http
      .get(`${instance.url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

const decode = ({ headers, body }: Raw) =>
  (headers["content-encoding"] === "br" ? zlib.brotliDecompressSync(body)
  : headers["content-encoding"] === "gzip" ? zlib.gunzipSync(body)
  : body).toString("utf8");

// A prerendered page, a catalogue JSON answer, and a page rendered per request (a search's 4th page).
for (const path of ["/shop/about-us", "/api/category", "/shop/search?q=silver&page=4"]) {
  test(`${path}: brotli, gzip or plain as the client accepts, each decoding to the same body`, async () => {
    const plain = await get(path);
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.etag).toBeUndefined();

    const br = await get(path, "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);

    const gzip = await get(path, "gzip, deflate");
    expect(gzip.headers["content-encoding"]).toBe("gzip");

    if (path.startsWith("/api/")) {
      expect(JSON.parse(decode(br))).toEqual(JSON.parse(plain.body.toString("utf8")));
      expect(JSON.parse(decode(gzip))).toEqual(JSON.parse(plain.body.toString("utf8")));
    } else {
      // Per-request pages carry per-request ids: compare their shape, and the whole page where it is static.
      for (const page of [decode(br), decode(gzip)]) {
        expect(page.startsWith("<!DOCTYPE html>")).toBe(true);
        expect(page.trimEnd().endsWith("</html>")).toBe(true);
        if (path === "/shop/about-us") expect(page).toBe(plain.body.toString("utf8"));
      }
    }
  });
}

test("the build's scripts: brotli or gzip as accepted, cached a year, each decoding to the file", async () => {
  const page = decode(await get("/shop/about-us", "br"));
  const script = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(page)?.[1];
  expect(script).toBeTruthy();
  const plain = await get(script!);
  const br = await get(script!, "gzip, deflate, br, zstd");
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers["cache-control"]).toContain("immutable");
  expect(decode(br)).toBe(plain.body.toString("utf8"));
  const gzip = await get(script!, "gzip");
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(decode(gzip)).toBe(plain.body.toString("utf8"));
});

test("a cached page is answered from its stored brotli copy once made: smaller, and the same page", async () => {
  const path = "/shop/contact";
  const plain = (await get(path)).body.toString("utf8");
  const first = await get(path, "br");
  expect(first.headers["content-encoding"]).toBe("br");
  // The first answer is compressed on the fly (quality 1) while the better copy is made in the background.
  let later = first;
  await expect
    .poll(async () => {
      later = await get(path, "br");
      return later.body.length;
    }, { timeout: 10_000 })
    .toBeLessThan(first.body.length);
  expect(later.headers["content-encoding"]).toBe("br");
  expect(Number(later.headers["content-length"])).toBe(later.body.length);
  expect(decode(later)).toBe(plain);
});
