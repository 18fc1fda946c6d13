// @ts-check
// Next 16 `cacheHandlers.default` for "use cache": entries shared through Redis (see shared-cache.mjs)
// with a bounded local copy, tag expiry seen by every instance. Every method resolves, never rejects:
// Next does not catch get()/refreshTags()/getExpiration() (a throw is a render error), and a rejected
// updateTags() surfaces in the response that called revalidateTag.
// Loaded by Node directly at server start (`cacheHandlers: { default: <this file> }`): plain ESM.
import { MAX_TTL_S, sharedCache } from "./shared-cache.mjs";

/** @typedef {import("next/cache").CacheHandler} CacheHandler */
/** @typedef {import("next/cache").CacheEntry} CacheEntry */
/** @typedef {Omit<CacheEntry, "value">} EntryMeta */
/** @typedef {{ meta: EntryMeta; bytes: Uint8Array }} Stored */
/** @typedef {import("./shared-cache.mjs").SharedCache} SharedCache */

/**
 * `u32 metaLength · JSON meta · value bytes`. JSON has no Infinity: non-finite times become null and
 * are read back as Infinity.
 * @param {EntryMeta} meta
 * @param {Uint8Array} bytes
 */
export function encodeEntry(meta, bytes) {
  const json = Buffer.from(
    JSON.stringify({
      tags: meta.tags,
      stale: meta.stale,
      timestamp: meta.timestamp,
      expire: meta.expire,
      revalidate: meta.revalidate,
    }),
  );
  const head = Buffer.alloc(4);
  head.writeUInt32BE(json.length);
  return Buffer.concat([head, json, bytes]);
}

/**
 * @param {Buffer} buffer
 * @returns {Stored | null}
 */
export function decodeEntry(buffer) {
  if (buffer.length < 4) return null;
  const length = buffer.readUInt32BE(0);
  if (4 + length > buffer.length) return null;
  const raw = JSON.parse(buffer.subarray(4, 4 + length).toString("utf8"));
  const num = (/** @type {unknown} */ v) => (typeof v === "number" ? v : Infinity);
  if (!raw || !Array.isArray(raw.tags) || typeof raw.timestamp !== "number") return null;
  return {
    meta: {
      tags: raw.tags.filter((/** @type {unknown} */ t) => typeof t === "string"),
      stale: num(raw.stale),
      timestamp: raw.timestamp,
      expire: num(raw.expire),
      revalidate: num(raw.revalidate),
    },
    // a copy: the reply buffer may be a slice of a larger one
    bytes: new Uint8Array(buffer.subarray(4 + length)),
  };
}

/** @param {Uint8Array} bytes */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes.slice());
      controller.close();
    },
  });
}

/**
 * A handler over a core (the process's by default; tests pass their own "instances").
 * @param {() => SharedCache} [getCore]
 * @returns {CacheHandler}
 */
export function createUseCacheHandler(getCore = sharedCache) {
  /** @type {Map<string, Promise<void>>} */
  const pendingSets = new Map();
  /** @type {SharedCache | undefined} */
  let core;
  const theCore = () => (core ??= getCore());
  const l1Key = (/** @type {string} */ key) => `uc:${key}`;

  return {
    async get(cacheKey, softTags) {
      try {
        const pendingSet = pendingSets.get(cacheKey);
        if (pendingSet) await pendingSet;
        const c = theCore();
        let stored = /** @type {Stored | undefined} */ (c.l1.get(l1Key(cacheKey)));
        if (!stored) {
          const buffer = await c.getBuffer(c.key("uc", cacheKey));
          const decoded = buffer ? decodeEntry(buffer) : null;
          if (!decoded) return undefined;
          stored = decoded;
          c.l1.set(l1Key(cacheKey), stored, stored.bytes.byteLength + 256);
        }
        const { meta, bytes } = stored;
        // Next checks soft tags through getExpiration(); the entry's own tags are ours to check. Soft
        // tags are checked here too so a stale one (revalidatePath with a profile) serves while refreshing.
        const verdict = c.verdict([...meta.tags, ...(softTags ?? [])], meta.timestamp);
        if (verdict === "expired") {
          c.l1.delete(l1Key(cacheKey));
          return undefined;
        }
        return { ...meta, tags: [...meta.tags], revalidate: verdict === "stale" ? -1 : meta.revalidate, value: streamOf(bytes) };
      } catch {
        return undefined;
      }
    },

    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let done = () => {};
      const pendingSet = new Promise((resolve) => {
        done = () => resolve(undefined);
      });
      pendingSets.set(cacheKey, pendingSet);
      try {
        const entry = await pendingEntry;
        // An `expire: 0` entry is dynamic: Next regenerates it on every read, so it is never stored
        // (as the built-in handler does in production).
        if (entry.expire === 0) {
          void entry.value.cancel().catch(() => {});
          return;
        }
        // An interrupted stream rejects here: nothing is stored (a partial value is a partial page).
        const bytes = new Uint8Array(await new Response(entry.value).arrayBuffer());
        /** @type {EntryMeta} */
        const meta = { tags: [...entry.tags], stale: entry.stale, timestamp: entry.timestamp, expire: entry.expire, revalidate: entry.revalidate };
        const c = theCore();
        c.l1.set(l1Key(cacheKey), { meta, bytes }, bytes.byteLength + 256);
        const ttl = Number.isFinite(meta.expire) ? meta.expire : MAX_TTL_S;
        await c.setBuffer(c.key("uc", cacheKey), encodeEntry(meta, bytes), ttl);
      } catch {
        // the entry is lost; the next read renders
      } finally {
        done();
        if (pendingSets.get(cacheKey) === pendingSet) pendingSets.delete(cacheKey);
      }
    },

    async refreshTags() {
      try {
        await theCore().ensureFresh();
      } catch {
        // local tag state stands
      }
    },

    async getExpiration(tags) {
      try {
        return theCore().maxExpired(tags);
      } catch {
        return 0;
      }
    },

    async updateTags(tags, durations) {
      try {
        await theCore().expireTags(tags, durations);
      } catch {
        // never into the response
      }
    },
  };
}

export default createUseCacheHandler();
