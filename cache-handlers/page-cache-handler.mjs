// @ts-check
// Next 16 `cacheHandler` (the incremental cache: rendered pages, route handlers, fetch) shared through
// Redis (see shared-cache.mjs). Next makes one instance per request, so every piece of state lives at
// module level (the core is one per process). Keys carry the build id: two builds sharing Redis during
// a rolling deploy never serve each other's HTML; tags are not build-scoped, so a change expires both.
// Every method resolves, never rejects: a cache failure is a miss (a render), never an error page.
// Loaded by Node directly at server start (`cacheHandler: <this file>`): plain ESM.
import { readFileSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { MAX_TTL_S, now, sharedCache } from "./shared-cache.mjs";

/** @typedef {import("next/dist/server/lib/incremental-cache").CacheHandlerContext} CacheHandlerContext */
/** @typedef {import("next/dist/server/lib/incremental-cache").CacheHandlerValue} CacheHandlerValue */
/** @typedef {import("next/dist/server/lib/incremental-cache").CacheHandler} NextCacheHandler */
/** @typedef {Parameters<NextCacheHandler["get"]>[1]} GetContext */
/** @typedef {Parameters<NextCacheHandler["set"]>[1]} SetValue */
/** @typedef {Parameters<NextCacheHandler["set"]>[2]} SetContext */
/** @typedef {import("next/dist/server/lib/cache-control").CacheControl} CacheControl */
/** @typedef {import("./shared-cache.mjs").SharedCache} SharedCache */
/**
 * What is stored (v8 keeps Buffer and Map, which JSON would not: rscData, segmentData).
 * @typedef {{ lastModified: number; value: NonNullable<SetValue>; cacheControl: CacheControl | undefined; tags: string[] }} PageEntry
 */

const TAGS_HEADER = "x-next-cache-tags";

/** @param {PageEntry} entry */
export const serializeEntry = (entry) => v8.serialize(entry);

/**
 * @param {Buffer} buffer
 * @returns {PageEntry | null}
 */
export function deserializeEntry(buffer) {
  const entry = /** @type {PageEntry | null} */ (v8.deserialize(buffer));
  if (!entry || typeof entry !== "object" || typeof entry.lastModified !== "number" || !entry.value) return null;
  return entry;
}

/**
 * The tags an entry answers to: a page's or route's from its x-next-cache-tags header (explicit and
 * implicit ones, as Next writes them), a fetch's from the context.
 * @param {NonNullable<SetValue>} value
 * @param {SetContext} ctx
 * @returns {string[]}
 */
export function tagsOf(value, ctx) {
  const kind = /** @type {string} */ (value.kind);
  if (kind === "FETCH") {
    const fetchValue = /** @type {{ tags?: string[] }} */ (value);
    return [...new Set([...(("tags" in ctx && ctx.tags) || []), ...(fetchValue.tags ?? [])])];
  }
  const headers = "headers" in value ? value.headers : undefined;
  const header = headers?.[TAGS_HEADER];
  const text = Array.isArray(header) ? header.join(",") : header === undefined ? "" : String(header);
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** @type {Map<string, string>} */
const buildIds = new Map();

/**
 * `<serverDistDir>/../BUILD_ID`, read once. Without one, the entries stay this process's own (a key no
 * other instance computes), never shared across builds by accident.
 * @param {string | undefined} serverDistDir
 * @param {string} fallback
 */
function buildIdOf(serverDistDir, fallback) {
  const dir = serverDistDir ?? "";
  let id = buildIds.get(dir);
  if (id === undefined) {
    try {
      id = serverDistDir ? readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim() : "";
    } catch {
      id = "";
    }
    if (!id) id = `local-${fallback}`;
    buildIds.set(dir, id);
  }
  return id;
}

/**
 * @param {CacheControl | undefined} cacheControl
 * @returns {number} seconds
 */
function ttlOf(cacheControl) {
  const expire = cacheControl?.expire;
  return typeof expire === "number" && expire > 0 ? Math.min(expire, MAX_TTL_S) : MAX_TTL_S;
}

/**
 * A stale entry is served while a fresh one is made, as Next does for its own stale tags: we report a
 * `lastModified` just past the entry's revalidate time (Next then serves it and regenerates in the
 * background). When that cannot be said (no revalidate time, or it would be past `expire`), a miss.
 * @param {PageEntry} entry
 * @param {GetContext} ctx
 * @returns {number | null}
 */
function staleLastModified(entry, ctx) {
  const at = now();
  const kind = /** @type {string} */ (entry.value.kind);
  if (kind === "FETCH") {
    const revalidate = ("revalidate" in ctx && ctx.revalidate) || /** @type {{ revalidate?: number }} */ (entry.value).revalidate;
    return typeof revalidate === "number" && revalidate > 0 ? Math.min(entry.lastModified, at - revalidate * 1000 - 1) : null;
  }
  const revalidate = entry.cacheControl?.revalidate;
  const expire = entry.cacheControl?.expire;
  if (typeof revalidate !== "number" || revalidate <= 0) return null;
  if (typeof expire === "number" && expire <= revalidate) return null;
  return Math.min(entry.lastModified, at - revalidate * 1000 - 1);
}

/**
 * The handler class over a core (the process's by default; tests pass their own "instances").
 * @param {() => SharedCache} [getCore]
 */
export function createPageCacheHandler(getCore = sharedCache) {
  /** @type {SharedCache | undefined} */
  let core;
  const theCore = () => (core ??= getCore());

  return class PageCacheHandler {
    /** @type {string} */
    #prefix = "";

    /** @param {CacheHandlerContext} ctx */
    constructor(ctx) {
      // cheap: Next makes one per request; never throws (that would fail the request)
      try {
        this.#prefix = `${buildIdOf(ctx?.serverDistDir, theCore().id)}:`;
      } catch {
        this.#prefix = `local-${process.pid}:`;
      }
    }

    /**
     * @param {string} cacheKey
     * @param {GetContext} ctx
     * @returns {Promise<CacheHandlerValue | null>}
     */
    async get(cacheKey, ctx) {
      try {
        if (/** @type {string} */ (ctx.kind) === "IMAGE") return null;
        const c = theCore();
        await c.ensureFresh();
        const key = c.key("pg", this.#prefix + cacheKey);
        let entry = /** @type {PageEntry | undefined} */ (c.l1.get(key));
        if (!entry) {
          const buffer = await c.getBuffer(key);
          const decoded = buffer ? deserializeEntry(buffer) : null;
          if (!decoded) return null;
          entry = decoded;
          c.l1.set(key, entry, /** @type {Buffer} */ (buffer).byteLength);
        }
        const extra = "softTags" in ctx || "tags" in ctx ? [.../** @type {{ tags?: string[] }} */ (ctx).tags ?? [], .../** @type {{ softTags?: string[] }} */ (ctx).softTags ?? []] : [];
        const verdict = c.verdict([...entry.tags, ...extra], entry.lastModified);
        if (verdict === "expired") {
          c.l1.delete(key);
          return null;
        }
        let lastModified = entry.lastModified;
        if (verdict === "stale") {
          const shifted = staleLastModified(entry, ctx);
          if (shifted === null) return null;
          lastModified = shifted;
        }
        return { lastModified, value: entry.value, cacheControl: entry.cacheControl };
      } catch {
        return null;
      }
    }

    /**
     * @param {string} cacheKey
     * @param {SetValue} data
     * @param {SetContext} ctx
     */
    async set(cacheKey, data, ctx) {
      try {
        if (!data || /** @type {string} */ (data.kind) === "IMAGE") return;
        const c = theCore();
        const cacheControl = "cacheControl" in ctx ? ctx.cacheControl : undefined;
        /** @type {PageEntry} */
        const entry = { lastModified: now(), value: data, cacheControl, tags: tagsOf(data, ctx) };
        const buffer = serializeEntry(entry);
        const key = c.key("pg", this.#prefix + cacheKey);
        c.l1.set(key, entry, buffer.byteLength);
        await c.setBuffer(key, buffer, ttlOf(cacheControl));
      } catch {
        // the entry is lost; the next request renders
      }
    }

    /**
     * @param {string | string[]} tags
     * @param {{ expire?: number }} [durations]
     */
    async revalidateTag(tags, durations) {
      try {
        // the very array Next gave the "use cache" handlers too: the core writes one revalidation once
        await theCore().expireTags(typeof tags === "string" ? [tags] : tags, durations);
      } catch {
        // never into the response
      }
    }

    resetRequestCache() {}
  };
}

export default createPageCacheHandler();
