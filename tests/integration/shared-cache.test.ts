import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CacheEntry, CacheHandler } from "next/cache";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ByteLru } from "../../cache-handlers/byte-lru.mjs";
import { addTagListener, createSharedCache, type SharedCache } from "../../cache-handlers/shared-cache.mjs";
import { createUseCacheHandler } from "../../cache-handlers/use-cache-handler.mjs";
import { createPageCacheHandler, deserializeEntry, serializeEntry } from "../../cache-handlers/page-cache-handler.mjs";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

// The shared cache of several instances (cache-handlers/*, issue 20) against a real Redis
// (TEST_REDIS_URL, default the machine's 127.0.0.1:6379). Each "instance" is one core from
// createSharedCache with the handlers over it, all in this process; an instance whose Redis must fail
// reaches it through a TCP proxy the test cuts, restores or blackholes. Redis is shared with other
// work: every key this file writes is under one prefix per run, deleted at the end; nothing is
// flushed or reconfigured.

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const target = new URL(REDIS_URL);
const RUN = `test-${randomUUID()}`;
const TIMEOUT_MS = 250;
/** A call that must not touch Redis (the breaker is open); one that waits for it takes TIMEOUT_MS. */
const FAST_MS = 100;

const admin = createClient({ url: REDIS_URL });
const cores: SharedCache[] = [];
const proxies: TcpProxy[] = [];
let distRoot = "";

type Instance = { core: SharedCache; uc: CacheHandler; Pages: ReturnType<typeof createPageCacheHandler>; warnings: string[] };

let prefixes = 0;
/** A fresh namespace: tags and keys of one test never meet another's. */
const namespace = () => `${RUN}-${++prefixes}`;

function instance(prefix: string, options: { via?: TcpProxy; degradedMaxAgeMs?: number } = {}): Instance {
  const warnings: string[] = [];
  const url = options.via ? `redis://127.0.0.1:${options.via.port}` : REDIS_URL;
  const core = createSharedCache({
    url,
    prefix,
    timeoutMs: TIMEOUT_MS,
    l1Bytes: 1024 * 1024,
    degradedMaxAgeMs: options.degradedMaxAgeMs ?? 10_000,
    log: { warn: (message: string) => void warnings.push(message) },
  });
  cores.push(core);
  return { core, uc: createUseCacheHandler(() => core), Pages: createPageCacheHandler(() => core), warnings };
}

async function proxy() {
  const p = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  proxies.push(p);
  return p;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(check: () => T | Promise<T>, timeoutMs: number, what: string): Promise<NonNullable<T>> {
  const start = performance.now();
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (performance.now() - start > timeoutMs) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await sleep(10);
  }
}

const connected = (i: Instance) =>
  waitFor(() => i.core.status().up && i.core.status().pubsub, 5000, "instance connected and subscribed");

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - start };
}

function entry(tags: string[], text: string, over: Partial<Omit<CacheEntry, "value">> = {}): Promise<CacheEntry> {
  return Promise.resolve({
    value: new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    tags,
    stale: 300,
    timestamp: performance.timeOrigin + performance.now(),
    expire: 3600,
    revalidate: 900,
    ...over,
  });
}

const text = async (e: CacheEntry | undefined) => (e ? new Response(e.value).text() : undefined);

/** Page handler contexts and values: Next's const enums are plain strings at runtime. */
const pageGet = (kind = "APP_PAGE") => ({ kind, isFallback: false }) as never;
const pageSet = (cacheControl = { revalidate: 900, expire: 3600 }) => ({ cacheControl, isRoutePPREnabled: true }) as never;
function appPage(tags: string, html: string) {
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from([0, 1, 2, 255, 254]),
    segmentData: new Map([
      ["/_tree", Buffer.from("tree")],
      ["/_full", Buffer.from([0xff, 0x00])],
    ]),
    postponed: undefined,
    headers: { "x-next-cache-tags": tags, "x-nextjs-stale-time": "300" },
    status: 200,
  };
}
type AppPage = ReturnType<typeof appPage>;

function distDir(buildId: string) {
  const root = path.join(distRoot, buildId);
  mkdirSync(path.join(root, "server"), { recursive: true });
  writeFileSync(path.join(root, "BUILD_ID"), buildId);
  return path.join(root, "server");
}
const handlerContext = (serverDistDir: string) => ({ serverDistDir, revalidatedTags: [], _requestHeaders: {} });

beforeAll(async () => {
  await admin.connect();
  distRoot = mkdtempSync(path.join(tmpdir(), "shared-cache-"));
});

afterAll(async () => {
  await Promise.all(cores.map((core) => core.close(500)));
  await Promise.all(proxies.map((p) => p.close()));
  const doomed: string[] = [];
  for await (const batch of admin.scanIterator({ MATCH: `${RUN}*`, COUNT: 500 })) doomed.push(...batch);
  if (doomed.length) await admin.unlink(doomed);
  admin.destroy();
  rmSync(distRoot, { recursive: true, force: true });
});

describe("two instances on one Redis", () => {
  it('share "use cache" entries, and a tag expired on A is expired on B at once (pub/sub)', async () => {
    const ns = namespace();
    const a = instance(ns);
    const b = instance(ns);
    await Promise.all([connected(a), connected(b)]);
    const heard: string[][] = [];
    const stopListening = addTagListener((tags) => void heard.push(tags));
    try {
      await a.uc.set("k1", entry(["products", "p-1"], "ring"));
      const onB = await b.uc.get("k1", []);
      expect(await text(onB)).toBe("ring");
      expect(onB?.tags).toEqual(["products", "p-1"]);
      expect(onB?.revalidate).toBe(900);
      // a second read builds a new stream (a stream is read once)
      expect(await text(await b.uc.get("k1", []))).toBe("ring");
      expect(await b.uc.getExpiration(["products"])).toBe(0);

      await sleep(2);
      await a.uc.updateTags(["products"]);
      // B learns it from the channel (its heartbeat is 1 s, its refreshTags is not called here)
      const { ms } = await timed(() => waitFor(async () => (await b.uc.get("k1", [])) === undefined, 300, "B misses k1"));
      expect(ms).toBeLessThan(300);
      const expiredAt = a.core.tagTimes("products")?.expired ?? 0;
      expect(expiredAt).toBeGreaterThan(0);
      expect(await b.uc.getExpiration(["products", "never-used"])).toBe(expiredAt);
      expect(await b.uc.getExpiration(["never-used"])).toBe(0);
      expect(await a.uc.get("k1", [])).toBeUndefined();
      // every instance's listeners hear of it: A's own write and B's message
      expect(heard.filter((tags) => tags.includes("products")).length).toBeGreaterThanOrEqual(2);
      // an entry made after the expiry is served again
      await sleep(2);
      await b.uc.set("k1", entry(["products"], "ring v2"));
      expect(await text(await a.uc.get("k1", []))).toBe("ring v2");
    } finally {
      stopListening();
    }
  });

  it("revalidateTag with a profile serves stale until `expire`; expire-now and { expire: 0 } miss at once", async () => {
    const ns = namespace();
    const a = instance(ns);
    const b = instance(ns);
    await Promise.all([connected(a), connected(b)]);
    await a.uc.set("swr", entry(["swr-tag"], "old"));
    await a.uc.set("now", entry(["now-tag"], "old"));
    await a.uc.set("zero", entry(["zero-tag"], "old"));
    await sleep(2);

    await a.uc.updateTags(["swr-tag"], { expire: 1 });
    const stale = await waitFor(async () => {
      const e = await b.uc.get("swr", []);
      return e?.revalidate === -1 ? e : undefined;
    }, 300, "B serves swr as stale");
    expect(await text(stale)).toBe("old");
    // stale is not expired: soft-tag expiration stays 0 until `expire` has passed
    expect(await b.uc.getExpiration(["swr-tag"])).toBe(0);
    // a value regenerated after the stale mark is fresh again
    await sleep(2);
    await b.uc.set("swr-2", entry(["swr-tag"], "new"));
    expect((await a.uc.get("swr-2", []))?.revalidate).toBe(900);

    await a.uc.updateTags(["now-tag"]);
    await a.uc.updateTags(["zero-tag"], { expire: 0 });
    await waitFor(async () => (await b.uc.get("now", [])) === undefined && (await b.uc.get("zero", [])) === undefined, 300, "B misses now/zero");
    expect(await a.uc.get("now", [])).toBeUndefined();
    expect(await a.uc.get("zero", [])).toBeUndefined();

    // past `expire` the stale entry is gone on both
    await waitFor(async () => (await b.uc.get("swr", [])) === undefined, 2000, "swr expired on B");
    expect(await a.uc.get("swr", [])).toBeUndefined();
    expect(await b.uc.getExpiration(["swr-tag"])).toBeGreaterThan(0);
  });

  it("check soft tags in get() too, keep expire: 0 entries out, and wait for a pending set", async () => {
    const ns = namespace();
    const a = instance(ns);
    const b = instance(ns);
    await Promise.all([connected(a), connected(b)]);
    await a.uc.set("page-data", entry(["x"], "v"));
    await sleep(2);
    await a.uc.updateTags(["_N_T_/shop/layout"]);
    await waitFor(async () => (await b.uc.get("page-data", ["_N_T_/shop/layout"])) === undefined, 300, "soft tag expired on B");
    expect(await text(await b.uc.get("page-data", ["_N_T_/blog/layout"]))).toBe("v");

    await a.uc.set("dynamic", entry(["x"], "d", { expire: 0 }));
    expect(await a.uc.get("dynamic", [])).toBeUndefined();
    expect(await b.uc.get("dynamic", [])).toBeUndefined();

    let resolve: (e: CacheEntry) => void = () => {};
    const pendingEntry = new Promise<CacheEntry>((r) => (resolve = r));
    const setting = a.uc.set("slow", pendingEntry);
    const reading = a.uc.get("slow", []);
    await sleep(20);
    resolve(await entry([], "slow value"));
    await setting;
    expect(await text(await reading)).toBe("slow value");
  });

  it("share rendered pages (html, rscData, segmentData, headers, cacheControl) per build; revalidateTag on A misses on B", async () => {
    const ns = namespace();
    const a = instance(ns);
    const b = instance(ns);
    await Promise.all([connected(a), connected(b)]);
    const dist = distDir("build-1");
    const pageA = new a.Pages(handlerContext(dist));
    const pageB = new b.Pages(handlerContext(dist));
    const key = "/route-cache/APP_PAGE/abc/$/shop/product/ring";

    await pageA.set(key, appPage("_N_T_/layout,_N_T_/shop/product/ring,products,p-1", "<main>ring</main>") as never, pageSet());
    const hit = await pageB.get(key, pageGet());
    expect(hit).not.toBeNull();
    const value = hit!.value as unknown as AppPage;
    expect(value.kind).toBe("APP_PAGE");
    expect(value.html).toBe("<main>ring</main>");
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect([...value.rscData]).toEqual([0, 1, 2, 255, 254]);
    expect(value.segmentData.get("/_tree")?.toString()).toBe("tree");
    expect([...value.segmentData.get("/_full")!]).toEqual([0xff, 0x00]);
    expect(value.headers["x-next-cache-tags"]).toContain("products");
    expect(hit!.cacheControl).toEqual({ revalidate: 900, expire: 3600 });

    // another build never reads this build's pages
    const otherBuild = new b.Pages(handlerContext(distDir("build-2")));
    expect(await otherBuild.get(key, pageGet())).toBeNull();

    // a profile revalidation: served stale (Next sees lastModified past revalidate, renders in background)
    await sleep(2);
    await pageA.revalidateTag(["p-1"], { expire: 60 });
    const stale = await waitFor(async () => {
      const e = await new b.Pages(handlerContext(dist)).get(key, pageGet());
      return e && e.lastModified < performance.timeOrigin + performance.now() - 900_000 ? e : undefined;
    }, 300, "B serves the page stale");
    expect(stale.lastModified).toBeGreaterThan(performance.timeOrigin + performance.now() - 3_600_000);

    // the app's revalidateTag(tag, { expire: 0 }): B misses
    await pageA.revalidateTag("products", { expire: 0 });
    await waitFor(async () => (await new b.Pages(handlerContext(dist)).get(key, pageGet())) === null, 300, "B misses the page");
    expect(await pageA.get(key, pageGet())).toBeNull();
    pageB.resetRequestCache();

    // fetch entries: tags from the context
    await pageA.set("fetch-1", { kind: "FETCH", data: { headers: {}, body: "{}", url: "https://x" }, revalidate: 60 } as never, {
      fetchCache: true,
      tags: ["fetch-tag"],
    } as never);
    expect(await pageB.get("fetch-1", { kind: "FETCH", tags: ["fetch-tag"], softTags: [] } as never)).not.toBeNull();
    await sleep(2);
    await pageB.revalidateTag(["fetch-tag"]);
    await waitFor(async () => (await pageA.get("fetch-1", { kind: "FETCH" } as never)) === null, 300, "fetch entry expired on A");
  });

  it("write one revalidation once (Next hands both handlers the same array), and every other one", async () => {
    const ns = namespace();
    const a = instance(ns);
    await connected(a);
    const Pages = a.Pages;
    const tags = ["once-tag"];
    await a.uc.updateTags(tags, { expire: 0 });
    await new Pages(handlerContext(distDir("build-1"))).revalidateTag(tags, { expire: 0 });
    expect(await admin.get(`${ns}:tags:v`)).toBe("1");
    const first = a.core.tagTimes("once-tag")!.expired;
    // a second change right after is a new revalidation: written, and later than the first
    await sleep(1);
    await a.uc.updateTags(["once-tag"], { expire: 0 });
    expect(await admin.get(`${ns}:tags:v`)).toBe("2");
    expect(a.core.tagTimes("once-tag")!.expired).toBeGreaterThan(first);
  });

  it("keep Buffer and Map through the page entry serialization (v8)", () => {
    const value = appPage("a,b", "<p>x</p>");
    const back = deserializeEntry(serializeEntry({ lastModified: 1.5, value: value as never, cacheControl: { revalidate: false, expire: undefined }, tags: ["a"] }));
    const v = back!.value as unknown as AppPage;
    expect(Buffer.isBuffer(v.rscData)).toBe(true);
    expect(v.rscData.equals(value.rscData)).toBe(true);
    expect(v.segmentData).toBeInstanceOf(Map);
    expect(v.segmentData.get("/_tree")!.equals(Buffer.from("tree"))).toBe(true);
    expect(v.headers).toEqual(value.headers);
    expect(back!.cacheControl).toEqual({ revalidate: false, expire: undefined });
  });
});

describe("Redis faults", () => {
  it("cut mid-run: every call answers at once from memory, one warning; the outage's tag writes replay on restore", async () => {
    const ns = namespace();
    const p = await proxy();
    const a = instance(ns, { via: p });
    const b = instance(ns);
    await Promise.all([connected(a), connected(b)]);
    await a.uc.set("k", entry(["cut-tag"], "before"));
    await a.uc.set("gt", entry(["gt-tag"], "x"));
    await sleep(2);

    await p.cut();
    const calls: Array<[string, () => Promise<unknown>]> = [
      ["get (L1)", () => a.uc.get("k", [])],
      ["get (miss)", () => a.uc.get("missing", [])],
      ["set", () => a.uc.set("k2", entry(["cut-tag"], "during"))],
      ["refreshTags", () => a.uc.refreshTags()],
      ["getExpiration", () => a.uc.getExpiration(["cut-tag"])],
      ["page get", () => new a.Pages(handlerContext(distDir("build-1"))).get("/p", pageGet())],
    ];
    for (const [name, call] of calls) {
      const { ms } = await timed(call);
      expect(ms, name).toBeLessThan(TIMEOUT_MS + 100);
    }
    expect(await text(await a.uc.get("k", []))).toBe("before"); // L1 serves
    expect(await text(await a.uc.get("k2", []))).toBe("during"); // set while down: kept in L1

    // expire locally while down: A misses at once; B cannot know yet (the write is queued)
    const { ms } = await timed(() => a.uc.updateTags(["cut-tag"]));
    expect(ms).toBeLessThan(FAST_MS);
    expect(await a.uc.get("k", [])).toBeUndefined();
    expect(await text(await b.uc.get("k", []))).toBe("before");
    expect(a.core.status()).toMatchObject({ up: false, pendingTags: 1 });

    // ZADD GT: A's queued older time for gt-tag must not lower B's newer one
    await a.uc.updateTags(["gt-tag"]);
    await sleep(5);
    await b.uc.updateTags(["gt-tag"]);
    const newer = b.core.tagTimes("gt-tag")!.expired;

    await sleep(1200); // several reconnect attempts fail meanwhile
    expect(a.warnings).toHaveLength(1);
    expect(a.warnings[0]).toMatch(/^\[shared-cache\] Redis unreachable/);

    await p.restore();
    await waitFor(() => a.core.status().up, 3000, "A reconnected");
    await waitFor(async () => (await b.uc.get("k", [])) === undefined, 2000, "B sees A's outage write");
    expect(a.core.status().pendingTags).toBe(0);
    expect(Number(await admin.zScore(`${ns}:tags:expired`, "gt-tag"))).toBe(newer);
    expect(a.core.tagTimes("gt-tag")!.expired).toBe(newer);
    expect(a.warnings).toHaveLength(2);
    expect(a.warnings[1]).toMatch(/sharing resumed/);

    // sharing resumed on the same core
    await connected(a);
    await sleep(2);
    await a.uc.set("after", entry(["cut-tag"], "after"));
    expect(await text(await b.uc.get("after", []))).toBe("after");
    await b.uc.updateTags(["after-tag"]);
    await waitFor(() => a.core.tagTimes("after-tag") !== undefined, 300, "A hears B again");
  });

  it("down at start: nothing waits for the connection; sharing starts when Redis comes", async () => {
    const ns = namespace();
    const p = await proxy();
    await p.cut();
    const a = instance(ns, { via: p });
    const b = instance(ns);
    await connected(b);
    for (const [name, call] of [
      ["get", () => a.uc.get("k", [])],
      ["set", () => a.uc.set("k", entry(["start-tag"], "local"))],
      ["refreshTags", () => a.uc.refreshTags()],
      ["updateTags", () => a.uc.updateTags(["start-tag"])],
      ["page set", () => new a.Pages(handlerContext(distDir("build-1"))).set("/p", appPage("start-tag", "x") as never, pageSet())],
    ] as Array<[string, () => Promise<unknown>]>) {
      const { ms } = await timed(call);
      expect(ms, name).toBeLessThan(FAST_MS);
    }
    await waitFor(() => a.warnings.length === 1, 2000, "one warning");
    await sleep(300);
    expect(a.warnings).toHaveLength(1);

    await p.restore();
    await waitFor(() => a.core.status().up, 3000, "A connected");
    await waitFor(() => (b.core.tagTimes("start-tag")?.expired ?? 0) > 0, 2000, "B has A's queued write");
  });

  it("blackholed: no call waits more than the timeout, one warning; sharing resumes when it heals", async () => {
    const ns = namespace();
    const p = await proxy();
    const a = instance(ns, { via: p });
    const b = instance(ns);
    await Promise.all([connected(a), connected(b)]);
    await a.uc.set("k", entry(["hole-tag"], "v"));

    p.blackhole(true);
    const first = await timed(() => a.uc.get("not-in-l1", []));
    expect(first.value).toBeUndefined();
    expect(first.ms).toBeLessThan(TIMEOUT_MS + 150);
    // The breaker is open: later calls do not wait at all, even once a new connection (which the
    // partition accepts and never answers) looks ready.
    await sleep(400);
    for (const [name, call] of [
      ["get", () => a.uc.get("other", [])],
      ["set", () => a.uc.set("k3", entry(["hole-tag"], "v3"))],
      ["refreshTags", () => a.uc.refreshTags()],
      ["updateTags", () => a.uc.updateTags(["hole-tag"])],
      ["page get", () => new a.Pages(handlerContext(distDir("build-1"))).get("/q", pageGet())],
    ] as Array<[string, () => Promise<unknown>]>) {
      const { ms } = await timed(call);
      expect(ms, name).toBeLessThan(FAST_MS);
    }
    expect(await a.uc.get("k", [])).toBeUndefined(); // expired locally
    expect(a.warnings).toHaveLength(1);

    p.blackhole(false);
    await waitFor(() => a.core.status().up, 5000, "A reconnected");
    await waitFor(async () => (await b.uc.get("k", [])) === undefined, 2000, "B sees A's outage write");
    expect(a.warnings).toHaveLength(2);
  });

  it("down longer than the degraded bound: older local entries are served stale (refreshed), newer ones fresh", async () => {
    const ns = namespace();
    const p = await proxy();
    const a = instance(ns, { via: p, degradedMaxAgeMs: 300 });
    await connected(a);
    await a.uc.set("old", entry(["d"], "old"));
    await p.cut();
    await waitFor(() => !a.core.status().up, 1000, "A down");
    expect((await a.uc.get("old", []))?.revalidate).toBe(900); // within the bound
    await sleep(400);
    await a.uc.set("young", entry(["d"], "young"));
    expect((await a.uc.get("old", []))?.revalidate).toBe(-1);
    expect((await a.uc.get("young", []))?.revalidate).toBe(900);
  });

  it("never reject, whatever fails underneath", async () => {
    const broken = createUseCacheHandler(() => {
      throw new Error("broken core");
    });
    await expect(broken.get("k", [])).resolves.toBeUndefined();
    await expect(broken.set("k", entry([], "v"))).resolves.toBeUndefined();
    await expect(broken.set("k", Promise.reject(new Error("render failed")))).resolves.toBeUndefined();
    await expect(broken.refreshTags()).resolves.toBeUndefined();
    await expect(broken.getExpiration(["t"])).resolves.toBe(0);
    await expect(broken.updateTags(["t"], { expire: 0 })).resolves.toBeUndefined();
    const core = createSharedCache({ url: undefined, prefix: namespace() });
    const Pages = createPageCacheHandler(() => core);
    const pages = new Pages(handlerContext(distDir("build-1")));
    const getBuffer = core.getBuffer;
    core.getBuffer = () => Promise.reject(new Error("broken"));
    await expect(pages.get("k", pageGet())).resolves.toBeNull();
    core.getBuffer = getBuffer;
    // a value v8 cannot serialize
    await expect(pages.set("k", { kind: "APP_PAGE", html: () => "x" } as never, pageSet())).resolves.toBeUndefined();
    await expect(pages.revalidateTag(["t"])).resolves.toBeUndefined();
    await core.close();

    // a REDIS_URL node-redis cannot use: one warning, the handlers run on local memory
    const warnings: string[] = [];
    const misconfigured = createSharedCache({ url: "http://not-redis", prefix: namespace(), log: { warn: (m: string) => void warnings.push(m) } });
    const LocalPages = createPageCacheHandler(() => misconfigured);
    const local = new LocalPages(handlerContext(distDir("build-1")));
    await local.set("/x", appPage("t2", "<p>local</p>") as never, pageSet());
    expect(((await local.get("/x", pageGet()))?.value as unknown as AppPage | undefined)?.html).toBe("<p>local</p>");
    expect(warnings).toHaveLength(1);
    await misconfigured.close();
    const Throwing = createPageCacheHandler(() => {
      throw new Error("no core");
    });
    const throwing = new Throwing(handlerContext(distDir("build-1")));
    await expect(throwing.get("/x", pageGet())).resolves.toBeNull();
  });
});

describe("the local copy", () => {
  it("stays within its byte budget, dropping the least recently used", () => {
    const lru = new ByteLru<string>(1000);
    lru.set("a", "A", 400);
    lru.set("b", "B", 400);
    lru.get("a");
    lru.set("c", "C", 400);
    expect(lru.has("a")).toBe(true);
    expect(lru.has("b")).toBe(false);
    expect(lru.has("c")).toBe(true);
    expect(lru.bytes).toBeLessThanOrEqual(1000);
    expect(lru.set("huge", "H", 5000)).toBe(false);
    expect(lru.has("huge")).toBe(false);
  });
});
