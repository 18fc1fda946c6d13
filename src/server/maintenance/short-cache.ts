// A value read from the database at most every `maxAgeMs`, kept in this process's memory.
//
// - A fresh value costs no query: the proxy asks on every page request and pays a clock read.
// - Concurrent callers that find it stale share one load.
// - A load that fails (or takes longer than `timeoutMs`) gives `fallback` for `retryMs`, then the
//   next caller tries again. A run of failures is logged once, when it starts.

export interface ShortCacheOptions<T> {
  load: () => Promise<T>;
  /** The oldest a value may be when it is handed out. */
  maxAgeMs: number;
  /** What callers get while the source is failing. */
  fallback: T;
  /** How long a failure's fallback is kept before the source is asked again. */
  retryMs: number;
  /** A load slower than this counts as a failure (the query itself is left to finish). */
  timeoutMs: number;
  /** Names the value in the failure log. */
  name: string;
  now?: () => number;
  logError?: (message: string, error: unknown) => void;
}

export interface ShortCache<T> {
  get: () => Promise<T>;
  /** Drops the value, so the next caller reads the source (after a change made in this process). */
  clear: () => void;
}

export function createShortCache<T>(options: ShortCacheOptions<T>): ShortCache<T> {
  const { load, maxAgeMs, fallback, retryMs, timeoutMs, name } = options;
  const now = options.now ?? (() => Date.now());
  const logError = options.logError ?? ((message, error) => console.error(message, error));

  let value: T = fallback;
  let expiresAt = -Infinity;
  let loading: Promise<T> | null = null;
  let failing = false;
  let generation = 0;

  function withTimeout(promise: Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }

  function refresh(): Promise<T> {
    const started = generation;
    const startedAt = now();
    const current: Promise<T> = withTimeout(Promise.resolve().then(load))
      .then(
        (fresh) => {
          if (started === generation) {
            value = fresh;
            expiresAt = startedAt + maxAgeMs;
            failing = false;
          }
          return fresh;
        },
        (error: unknown) => {
          if (!failing) logError(`[${name}] could not be read; using the fallback and retrying every ${retryMs} ms`, error);
          failing = true;
          if (started === generation) {
            value = fallback;
            expiresAt = now() + retryMs;
          }
          return fallback;
        },
      )
      .finally(() => {
        if (loading === current) loading = null;
      });
    loading = current;
    return current;
  }

  return {
    get: () => (now() < expiresAt ? Promise.resolve(value) : (loading ?? refresh())),
    clear: () => {
      generation += 1;
      expiresAt = -Infinity;
      loading = null;
    },
  };
}
