// A value read from the database and kept in this process's memory for the proxy, which asks on
// every request (src/server/catalogue/listing-slugs.ts, src/server/blog/blog-page-count.ts):
//
// - A fresh copy costs nothing. It is read again once older than `freshMs`, or older than
//   `reloadMs` when the caller's lookup missed in it (something new is found at once, and a flood
//   of made-up lookups costs one read per `reloadMs`).
// - Callers that find it due share one read.
// - While the database is out of reach the last copy keeps answering, and a read is tried again at
//   most every `reloadMs`; before a first read there is nothing to answer with, so that failure throws.
// - The state lives on globalThis: Next bundles the proxy apart from the route handlers, and a
//   back-office change (forget) must reach the proxy's copy in the same process at once.
// - A change anywhere forgets it through its cache tags (`expiredBy`, src/server/cache/tag-signals.ts).

import { onTagsExpired } from "@/server/cache/tag-signals";

interface CopyState<T> {
  value: T | undefined;
  readAt: number;
  /** When the last read failed (0: it did not). */
  failedAt: number;
  reading: Promise<T> | null;
}

export interface ShortLivedCopy<T> {
  /** The copy, read again first when it is due; `missed(copy)` tells whether the caller's lookup missed in it. */
  get: (missed?: (copy: T) => boolean) => Promise<T>;
  /** After a change: the next get reads the database. */
  forget: () => void;
}

interface CopyOptions<T> {
  name: string;
  read: () => Promise<T>;
  freshMs: number;
  reloadMs: number;
  /** Cache tags whose expiry (on this instance or, with the shared cache, any other) forgets the copy. */
  expiredBy: readonly string[];
}

export function shortLivedCopy<T>({ name, read, freshMs, reloadMs, expiredBy }: CopyOptions<T>): ShortLivedCopy<T> {
  const store = globalThis as unknown as Record<symbol, CopyState<T> | undefined>;
  const state = (store[Symbol.for(`silver-aura.short-lived-copy.${name}`)] ??= { value: undefined, readAt: 0, failedAt: 0, reading: null });
  onTagsExpired(`short-lived-copy.${name}`, expiredBy, () => {
    state.readAt = 0;
  });

  function reread(): Promise<T> {
    state.reading ??= read()
      .then((value) => {
        state.value = value;
        state.readAt = Date.now();
        state.failedAt = 0;
        return value;
      })
      .finally(() => {
        state.reading = null;
      });
    return state.reading;
  }

  return {
    async get(missed) {
      const copy = state.value;
      if (copy === undefined) return reread(); // never read: nothing to answer with
      const now = Date.now();
      const age = now - state.readAt;
      const due = age > freshMs || (age > reloadMs && (missed?.(copy) ?? false));
      if (!due || now - state.failedAt <= reloadMs) return copy;
      try {
        return await reread();
      } catch {
        state.failedAt = Date.now();
        return copy;
      }
    },
    forget() {
      state.readAt = 0;
    },
  };
}
