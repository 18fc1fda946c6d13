import "server-only";
import { demoKey } from "./demo-keys";
import { HERO_COUNT } from "./art/compositions";

// Which demo keys the shop uses, so only those are ever rendered. The source of truth is the
// database: the seed (demo and --scale) writes every demo picture it uses into ProductImage.url,
// Category.imageUrl and BlogPost.coverUrl, so "keys the seed created" needs no manifest of its own.
// That works on serverless hosts (every instance reads the same database; a manifest file in one
// instance's media folder would not be seen by the others), stays right after `seed --force` and
// after the admin replaces a picture, and covers the scale seed's bulk inserts without extra code.
// The home page's banners are the only demo pictures referenced by code rather than by a row.
//
// The set is small (the key grammar allows ~8,500 keys; the scale seed uses a few hundred), read
// with one query, and kept in memory. A key that is not in it triggers a re-read at most once a
// minute, so guessing keys cannot turn into a stream of database queries either.

const REFRESH_MS = 60_000;
const PAGE_KEYS = Array.from({ length: HERO_COUNT }, (_, i) => demoKey({ kind: "hero", index: i + 1 }));
const PREFIX = "/media/";

/** Every demo key referenced by a row in the database, plus the home page's banners. */
export async function loadUsedDemoKeys(): Promise<Set<string>> {
  // Loaded here, not at the top: serving an already stored picture never needs the database.
  const { db } = await import("@/server/db");
  const pattern = `${PREFIX}demo/%`;
  const rows = await db.$queryRaw<Array<{ url: string }>>`
    SELECT url FROM "ProductImage" WHERE url LIKE ${pattern}
    UNION SELECT "imageUrl" AS url FROM "Category" WHERE "imageUrl" LIKE ${pattern}
    UNION SELECT "coverUrl" AS url FROM "BlogPost" WHERE "coverUrl" LIKE ${pattern}`;
  return new Set([...PAGE_KEYS, ...rows.map((r) => r.url.slice(PREFIX.length))]);
}

/** A membership test over a loaded set, re-loaded on a miss at most once per `refreshMs`. */
export function usedKeyIndex(load: () => Promise<Set<string>>, refreshMs = REFRESH_MS): (key: string) => Promise<boolean> {
  let keys: Set<string> | null = null;
  let loadedAt = 0;
  let loading: Promise<Set<string>> | null = null;
  const reload = () =>
    (loading ??= load()
      .then((fresh) => {
        keys = fresh;
        loadedAt = Date.now();
        return fresh;
      })
      .finally(() => {
        loading = null;
      }));
  return async (key) => {
    if (keys?.has(key)) return true;
    if (keys && Date.now() - loadedAt < refreshMs) return false;
    return (await reload()).has(key);
  };
}
