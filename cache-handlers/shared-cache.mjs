// @ts-check
// The shared core behind both Next cache handlers (use-cache-handler.mjs, page-cache-handler.mjs) when
// several instances serve one shop: entries in Redis (L2) plus a bounded local copy (L1), and tag
// expiry that every instance sees (a local mirror of the tag times, fed by pub/sub and resynced on
// every (re)connect). Redis is an accelerator, never a dependency: nothing here throws into a caller,
// a request waits on Redis at most `timeoutMs` once per outage (a circuit breaker skips Redis while it
// is down), our own tag writes apply locally at once and are replayed when Redis returns.
// Loaded by Node directly at server start (not bundled): plain ESM, typed with JSDoc.
import { createHash, randomUUID } from "node:crypto";
import { createClient, RESP_TYPES } from "redis";
import { ByteLru } from "./byte-lru.mjs";

const CORE = Symbol.for("silver-aura.shared-cache");
/** Set<(tags: string[]) => void>, filled by app code that keeps short caches of its own. */
export const TAG_LISTENERS = Symbol.for("silver-aura.tag-listeners");

const DAY_S = 24 * 60 * 60;
/** Longest time an entry or a tag time is kept in Redis. */
export const MAX_TTL_S = 7 * DAY_S;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * The clock Next stamps entries with (`CacheEntry.timestamp`, the incremental cache's `now`), so a
 * tag time and an entry time taken in this process compare without drift between the two clocks.
 */
export const now = () => performance.timeOrigin + performance.now();

/** @typedef {{ stale: number; expired: number }} TagTimes */
/** @typedef {"fresh" | "stale" | "expired"} Verdict */
/** @typedef {{ warn(message: string): void }} Log */
/**
 * @typedef {object} SharedCacheOptions
 * @property {string | undefined} url Redis URL; without one the core is local only (L1 and local tags)
 * @property {string} [prefix] namespace of every key and the tag channel
 * @property {number} [timeoutMs] bound of one Redis command on a request path
 * @property {number} [l1Bytes] budget of the local copy
 * @property {number} [degradedMaxAgeMs] while Redis is down, older local entries are served as stale
 * @property {number} [connectTimeoutMs]
 * @property {number} [reconnectMaxMs] longest wait between two reconnect attempts
 * @property {number} [heartbeatMs] how often a connected core checks Redis (and missed tag writes)
 * @property {number} [pollMs] while pub/sub is down, refreshTags() checks for tag writes at most this often
 * @property {Log} [log]
 */
/**
 * @typedef {object} SharedCache
 * @property {string} id this instance
 * @property {string} prefix
 * @property {ByteLru<unknown>} l1
 * @property {(kind: string, key: string) => string} key the Redis key of an entry
 * @property {() => { shared: boolean; up: boolean; pubsub: boolean; pendingTags: number; version: number }} status
 * @property {(tags: string[], durations?: { expire?: number }) => Promise<void>} expireTags
 * @property {() => Promise<void>} ensureFresh
 * @property {(tags: Iterable<string>, timestamp: number) => Verdict} verdict
 * @property {(tags: Iterable<string>) => number} maxExpired
 * @property {(tag: string) => TagTimes | undefined} tagTimes
 * @property {(key: string) => Promise<Buffer | null>} getBuffer
 * @property {(key: string, value: Buffer, ttlSeconds: number) => Promise<boolean>} setBuffer
 * @property {(timeoutMs?: number) => Promise<void>} close
 */

/**
 * The process's core (one per process, shared by both handlers and every request), from the
 * environment: REDIS_URL, REDIS_KEY_PREFIX (default "shop"), REDIS_TIMEOUT_MS (250),
 * SHARED_CACHE_L1_MB (64), SHARED_CACHE_DEGRADED_MAX_AGE_MS (10000). During `next build` it never
 * connects.
 * @returns {SharedCache}
 */
export function sharedCache() {
  const store = /** @type {Record<symbol, SharedCache | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (store[CORE] ??= createSharedCache(optionsFromEnv(process.env)));
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {SharedCacheOptions}
 */
export function optionsFromEnv(env) {
  const positive = (/** @type {string | undefined} */ value, /** @type {number} */ fallback) => {
    const n = Number(value);
    return value !== undefined && value !== "" && Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return {
    url: env.NEXT_PHASE === "phase-production-build" ? undefined : env.REDIS_URL || undefined,
    prefix: env.REDIS_KEY_PREFIX || "shop",
    timeoutMs: positive(env.REDIS_TIMEOUT_MS, 250),
    l1Bytes: positive(env.SHARED_CACHE_L1_MB, 64) * 1024 * 1024,
    degradedMaxAgeMs: positive(env.SHARED_CACHE_DEGRADED_MAX_AGE_MS, 10_000),
  };
}

/**
 * Adds a listener told the tags whose stale/expired time changed (on this instance or any other).
 * @param {(tags: string[]) => void} listener
 * @returns {() => void} removes it
 */
export function addTagListener(listener) {
  const store = /** @type {Record<symbol, Set<(tags: string[]) => void> | undefined>} */ (/** @type {unknown} */ (globalThis));
  const set = (store[TAG_LISTENERS] ??= new Set());
  set.add(listener);
  return () => void set.delete(listener);
}

// KEYS: expired zset, stale zset, version counter. ARGV: message, channel, then (tag, stale, expired)*.
// ZADD GT: a replayed older time never lowers a newer one; one version per write, published with it,
// so a subscriber that sees a gap in versions knows it missed a write and resyncs.
const WRITE_TAGS = `
local v = redis.call('INCR', KEYS[3])
for i = 3, #ARGV, 3 do
  if tonumber(ARGV[i + 2]) > 0 then redis.call('ZADD', KEYS[1], 'GT', ARGV[i + 2], ARGV[i]) end
  if tonumber(ARGV[i + 1]) > 0 then redis.call('ZADD', KEYS[2], 'GT', ARGV[i + 1], ARGV[i]) end
end
redis.call('PUBLISH', ARGV[2], v .. '|' .. ARGV[1])
return v
`;

class Timeout extends Error {
  constructor() {
    super("no answer in time");
    this.code = "ETIMEDOUT";
  }
}

/** @param {unknown} error */
function describe(error) {
  const e = /** @type {{ code?: unknown; message?: unknown } | null | undefined} */ (error);
  if (e && typeof e.code === "string") return e.code;
  if (e && typeof e.message === "string" && e.message) return e.message;
  return String(error);
}

/**
 * A reply from Redis itself (wrong type, OOM, script error): the connection is fine.
 * @param {unknown} error
 */
function isReplyError(error) {
  for (let proto = error ? Object.getPrototypeOf(error) : null; proto; proto = Object.getPrototypeOf(proto)) {
    if (proto.constructor?.name === "ErrorReply") return true;
  }
  return false;
}

/**
 * RESP2 without client info or maintenance notifications: a connection has no handshake, so it is
 * usable at once; with no offline queue, commands fail at once while disconnected.
 * @param {string} url
 * @param {number} connectTimeout
 * @param {(retries: number) => number} reconnectStrategy
 */
function makeClient(url, connectTimeout, reconnectStrategy) {
  return createClient({
    url,
    RESP: 2,
    disableOfflineQueue: true,
    disableClientInfo: true,
    maintNotifications: "disabled",
    socket: { connectTimeout, reconnectStrategy },
  });
}
/** @typedef {ReturnType<typeof makeClient>} Client */

/**
 * @param {TagTimes | undefined} a
 * @param {TagTimes} b
 * @returns {TagTimes}
 */
const maxTimes = (a, b) => ({ stale: Math.max(a?.stale ?? 0, b.stale), expired: Math.max(a?.expired ?? 0, b.expired) });

/**
 * @param {SharedCacheOptions} options
 * @returns {SharedCache}
 */
export function createSharedCache({
  url,
  prefix = "shop",
  timeoutMs = 250,
  l1Bytes = 64 * 1024 * 1024,
  degradedMaxAgeMs = 10_000,
  connectTimeoutMs = 1000,
  reconnectMaxMs = 1000,
  heartbeatMs = 1000,
  pollMs = 500,
  log = console,
}) {
  const id = randomUUID();
  const keys = {
    expired: `${prefix}:tags:expired`,
    stale: `${prefix}:tags:stale`,
    version: `${prefix}:tags:v`,
    channel: `${prefix}:tags`,
  };
  /** tag -> its latest stale/expired times known here (ours are applied before any I/O) */
  const mirror = /** @type {Map<string, TagTimes>} */ (new Map());
  /** our tag writes Redis has not taken yet (outage); replayed on reconnect */
  const pending = /** @type {Map<string, TagTimes>} */ (new Map());
  const l1 = /** @type {ByteLru<unknown>} */ (new ByteLru(l1Bytes));
  const shared = Boolean(url);

  /** @type {{ client: Client; buffers: { get(key: string): Promise<unknown> }; sub: Client; gen: number; lastAttempt: number } | null} */
  let conn = null;
  let gen = 0;
  let up = false; // the breaker: request paths touch Redis only while up
  let pubsub = false;
  let warned = false;
  let downSince = now();
  let seenVersion = 0;
  let lastCheck = 0;
  let closed = false;
  /** @type {Promise<void> | null} */
  let recovering = null;
  /** @type {Promise<void> | null} */
  let checking = null;
  /**
   * Next hands the same tag array to every handler for one revalidation (revalidation-utils.js: the
   * "use cache" handlers' updateTags and the incremental cache's revalidateTag): written once.
   * @type {WeakSet<string[]>}
   */
  const seenTagLists = new WeakSet();

  function markDown(/** @type {unknown} */ cause) {
    if (!shared || closed) return;
    if (up) downSince = now();
    up = false;
    if (!warned) {
      warned = true;
      log.warn(
        `[shared-cache] Redis unreachable (${describe(cause)}): serving from this instance's memory and rendering; ` +
          `changes made on other instances show here within ${Math.round(degradedMaxAgeMs / 1000)} s until Redis returns`,
      );
    }
  }

  /** Runs one Redis call bounded by timeoutMs; rejects with Timeout past it. */
  function bounded(/** @type {() => Promise<unknown>} */ fn) {
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Timeout()), timeoutMs);
    });
    return Promise.race([fn(), timeout]).finally(() => clearTimeout(timer));
  }

  /** A failed call: a dead or silent connection turns the breaker off (and a silent one is replaced). */
  function failed(/** @type {unknown} */ error, /** @type {number} */ callGen) {
    if (isReplyError(error) || callGen !== gen) return;
    markDown(error);
    if (error instanceof Timeout) reconnect();
  }

  /**
   * Every Redis call on a request path: skipped while the breaker is off, bounded, never throws.
   * @template T
   * @param {(c: NonNullable<typeof conn>) => Promise<T>} fn
   * @param {T} fallback
   * @returns {Promise<T>}
   */
  async function op(fn, fallback) {
    const c = conn;
    if (!c || !up || closed) return fallback;
    try {
      return /** @type {T} */ (await bounded(() => fn(c)));
    } catch (error) {
      failed(error, c.gen);
      return fallback;
    }
  }

  /** @param {string[]} tags */
  function notify(tags) {
    if (tags.length === 0) return;
    const store = /** @type {Record<symbol, Set<(tags: string[]) => void> | undefined>} */ (/** @type {unknown} */ (globalThis));
    for (const listener of store[TAG_LISTENERS] ?? []) {
      try {
        listener(tags);
      } catch {
        // a listener's failure is its own
      }
    }
  }

  /**
   * Max-merges tag times into the mirror and tells the listeners which tags changed.
   * @param {Iterable<[string, TagTimes]>} entries
   */
  function apply(entries) {
    const changed = [];
    for (const [tag, times] of entries) {
      const old = mirror.get(tag);
      const next = maxTimes(old, times);
      if (old && old.stale === next.stale && old.expired === next.expired) continue;
      mirror.set(tag, next);
      changed.push(tag);
    }
    notify(changed);
  }

  /**
   * @param {NonNullable<typeof conn>} c
   * @param {[string, TagTimes][]} entries
   */
  async function writeTags(c, entries) {
    const message = JSON.stringify({ from: id, t: entries.map(([tag, t]) => [tag, t.stale, t.expired]) });
    const args = [message, keys.channel];
    for (const [tag, t] of entries) args.push(tag, String(t.stale), String(t.expired));
    await c.client.eval(WRITE_TAGS, { keys: [keys.expired, keys.stale, keys.version], arguments: args });
  }

  /** Reads every tag time and the version in one transaction and merges them into the mirror. */
  async function fullSync(/** @type {NonNullable<typeof conn>} */ c) {
    const [version, expired, stale] = /** @type {[unknown, { value: string; score: number }[], { value: string; score: number }[]]} */ (
      /** @type {unknown} */ (
        await c.client.multi().get(keys.version).zRangeWithScores(keys.expired, 0, -1).zRangeWithScores(keys.stale, 0, -1).exec()
      )
    );
    /** @type {Map<string, TagTimes>} */
    const merged = new Map();
    for (const { value, score } of expired) merged.set(value, { stale: 0, expired: Number(score) });
    for (const { value, score } of stale) merged.set(value, { stale: Number(score), expired: merged.get(value)?.expired ?? 0 });
    apply(merged);
    seenVersion = Math.max(seenVersion, Number(version) || 0);
    lastCheck = now();
  }

  /** Reads the version; a write we have not seen (missed message) → full resync. */
  async function checkVersion(/** @type {NonNullable<typeof conn>} */ c) {
    const version = Number(await c.client.get(keys.version)) || 0;
    lastCheck = now();
    if (version > seenVersion) await fullSync(c);
  }

  /** (Re)connected: replay our outage writes, resync, then let requests use Redis again. */
  function onReady(/** @type {number} */ callGen) {
    if (closed || callGen !== gen) return;
    recovering ??= (async () => {
      const c = conn;
      if (!c) return;
      try {
        while (pending.size > 0) {
          const batch = [...pending];
          pending.clear();
          try {
            await bounded(() => writeTags(c, batch));
          } catch (error) {
            for (const [tag, t] of batch) pending.set(tag, maxTimes(pending.get(tag), t));
            throw error;
          }
        }
        await bounded(() => fullSync(c));
        if (c.gen !== gen || closed) return;
        up = true;
        if (warned) log.warn("[shared-cache] Redis reachable again: sharing resumed");
        warned = false;
      } catch (error) {
        if (c.gen !== gen || closed) return;
        markDown(error);
        if (error instanceof Timeout) reconnect();
      }
    })().finally(() => {
      recovering = null;
    });
  }

  /** @param {string} raw */
  function onMessage(raw) {
    try {
      const bar = raw.indexOf("|");
      const version = Number(raw.slice(0, bar));
      const body = /** @type {{ from: string; t: [string, number, number][] }} */ (JSON.parse(raw.slice(bar + 1)));
      apply(body.t.map(([tag, stale, expired]) => [tag, { stale: Number(stale) || 0, expired: Number(expired) || 0 }]));
      if (version === seenVersion + 1) seenVersion = version;
      else if (version > seenVersion) {
        // a gap: some write never reached us (we were resubscribing); read everything
        const c = conn;
        if (c && up) void bounded(() => fullSync(c)).catch((error) => failed(error, c.gen));
      }
    } catch {
      // not one of ours
    }
  }

  function connect() {
    if (!url || closed) return;
    const myGen = ++gen;
    const reconnectStrategy = (/** @type {number} */ retries) => Math.min(50 * 2 ** retries, reconnectMaxMs);
    /** @type {Client} */
    let client;
    /** @type {Client} */
    let sub;
    try {
      client = makeClient(url, connectTimeoutMs, reconnectStrategy);
      sub = client.duplicate();
    } catch (error) {
      // a URL node-redis cannot use: this instance runs on its own memory, said once
      markDown(error);
      return;
    }
    const buffers = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
    const c = { client, buffers, sub, gen: myGen, lastAttempt: now() };
    conn = c;
    client.on("reconnecting", () => {
      c.lastAttempt = now();
    });
    // node-redis emits "error" for every failed (re)connect attempt; one warning per outage is ours.
    client.on("error", (/** @type {unknown} */ error) => {
      if (myGen === gen) markDown(error);
    });
    client.on("ready", () => onReady(myGen));
    sub.on("error", () => {
      if (myGen === gen) pubsub = false;
    });
    sub.on("end", () => {
      if (myGen === gen) pubsub = false;
    });
    sub.on("ready", () => {
      if (myGen !== gen) return;
      // node-redis resubscribes by itself after a reconnect; subscribing again with the same listener is a no-op
      sub
        .subscribe(keys.channel, onMessage)
        .then(() => {
          if (myGen !== gen) return;
          pubsub = true;
          // messages published while we were not subscribed are lost: read the state once more
          const c = conn;
          if (c && up) void bounded(() => fullSync(c)).catch((error) => failed(error, c.gen));
        })
        .catch(() => {});
    });
    // Never awaited by a request: until "ready", every request path skips Redis.
    client.connect().catch(() => {});
    sub.connect().catch(() => {});
  }

  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let reconnectTimer;
  let lastReconnect = 0;

  /**
   * Drops the connections (a silent socket never errors by itself) and starts new ones, at most once
   * per reconnectMaxMs (a partition can accept connections that then never answer).
   */
  function reconnect() {
    if (reconnectTimer || closed) return;
    const wait = Math.max(0, lastReconnect + reconnectMaxMs - now());
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      lastReconnect = now();
      replace();
    }, wait);
    reconnectTimer.unref();
  }

  function replace() {
    if (closed) return;
    const old = conn;
    up = false;
    pubsub = false;
    connect();
    if (old) {
      for (const c of [old.client, old.sub]) {
        try {
          c.destroy();
        } catch {
          // already closed
        }
      }
    }
  }

  /** @type {ReturnType<typeof setInterval> | undefined} */
  let heartbeat;
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let pruner;
  if (shared) {
    connect();
    heartbeat = setInterval(() => {
      const c = conn;
      if (!c || closed) return;
      if (up) {
        void bounded(() => checkVersion(c)).catch((error) => failed(error, c.gen));
      } else if (!recovering && c.client.isReady) {
        // connected but not in use (a recovery that failed on a reply): try again
        onReady(c.gen);
      } else if (!recovering && c.client.isOpen && now() - c.lastAttempt > connectTimeoutMs + reconnectMaxMs + heartbeatMs) {
        // connecting for too long without an answer or a new attempt (a partition): start over
        reconnect();
      }
    }, heartbeatMs);
    heartbeat.unref();
    pruner = setInterval(() => {
      const cutoff = Date.now() - MAX_TTL_S * 1000;
      void op((c) => Promise.all([c.client.zRemRangeByScore(keys.expired, "-inf", cutoff), c.client.zRemRangeByScore(keys.stale, "-inf", cutoff)]), null);
    }, PRUNE_EVERY_MS);
    pruner.unref();
  }

  /** @param {string} tag */
  const tagTimes = (tag) => mirror.get(tag);

  return {
    id,
    prefix,
    l1,
    key(kind, key) {
      const k = key.length > 200 ? `sha256:${createHash("sha256").update(key).digest("hex")}` : key;
      return `${prefix}:${kind}:${k}`;
    },
    status() {
      return { shared, up, pubsub, pendingTags: pending.size, version: seenVersion };
    },

    /**
     * updateTags / revalidateTag. No durations: expired now. Durations: stale now, and expired after
     * `expire` seconds when given. Applied here first (this instance's next read already misses), then
     * written to Redis; while Redis is down the write waits and is replayed on reconnect.
     */
    async expireTags(tags, durations) {
      try {
        if (!Array.isArray(tags) || seenTagLists.has(tags)) return;
        seenTagLists.add(tags);
        const list = [...new Set(tags)].filter((tag) => typeof tag === "string" && tag !== "");
        if (list.length === 0) return;
        const at = now();
        /** @type {TagTimes} */
        const times = durations
          ? { stale: at, expired: durations.expire === undefined ? 0 : at + Math.max(0, durations.expire) * 1000 }
          : { stale: 0, expired: at };
        /** @type {[string, TagTimes][]} */
        const entries = list.map((tag) => [tag, times]);
        apply(entries);
        if (!shared) return;
        const written = await op(async (c) => {
          await writeTags(c, entries);
          return true;
        }, false);
        if (!written) for (const [tag, t] of entries) pending.set(tag, maxTimes(pending.get(tag), t));
      } catch {
        // never into the caller (a rejected updateTags surfaces in the admin's response)
      }
    },

    /** refreshTags / a page read: nothing while pub/sub is live; else a version check now and then. */
    async ensureFresh() {
      if (!shared || !up || pubsub || closed) return;
      if (now() - lastCheck < pollMs) return;
      checking ??= op((c) => checkVersion(c), undefined).finally(() => {
        checking = null;
      });
      await checking;
    },

    verdict(tags, timestamp) {
      const at = now();
      let stale = false;
      for (const tag of tags) {
        const t = mirror.get(tag);
        if (!t) continue;
        if (t.expired > timestamp && t.expired <= at) return "expired";
        if (t.stale > timestamp) stale = true;
      }
      // Down for longer than the bound: another instance may have expired a tag we cannot hear of.
      // Older entries are served once more while a fresh one is made (pages: rendered).
      if (!stale && shared && !up && at - downSince > degradedMaxAgeMs && at - timestamp > degradedMaxAgeMs) stale = true;
      return stale ? "stale" : "fresh";
    },

    maxExpired(tags) {
      const at = now();
      let max = 0;
      for (const tag of tags) {
        const expired = mirror.get(tag)?.expired ?? 0;
        if (expired <= at && expired > max) max = expired;
      }
      return max;
    },

    tagTimes,

    async getBuffer(key) {
      return op(async (c) => {
        const value = /** @type {unknown} */ (await c.buffers.get(key));
        return Buffer.isBuffer(value) ? value : value == null ? null : Buffer.from(String(value));
      }, null);
    },

    async setBuffer(key, value, ttlSeconds) {
      const ttl = Math.max(1, Math.min(MAX_TTL_S, Math.ceil(Number.isFinite(ttlSeconds) ? ttlSeconds : MAX_TTL_S)));
      return op(async (c) => {
        await c.client.set(key, value, { EX: ttl });
        return true;
      }, false);
    },

    async close(closeTimeoutMs = 1000) {
      if (closed) return;
      clearInterval(heartbeat);
      clearTimeout(reconnectTimer);
      clearInterval(pruner);
      const c = conn;
      if (c && up && pending.size > 0) {
        const batch = [...pending];
        pending.clear();
        await bounded(() => writeTags(c, batch)).catch(() => {});
      }
      closed = true;
      up = false;
      pubsub = false;
      conn = null;
      if (!c) return;
      await Promise.all(
        [c.client, c.sub].map(async (client) => {
          try {
            await Promise.race([client.close(), new Promise((resolve) => setTimeout(resolve, closeTimeoutMs).unref())]);
          } catch {
            // closing a client that never connected
          }
          try {
            client.destroy();
          } catch {
            // already closed
          }
        }),
      );
    },
  };
}
