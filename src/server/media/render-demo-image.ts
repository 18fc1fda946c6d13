import "server-only";
import sharp from "sharp";
import { demoArtSvg } from "./demo-art";
import { parseDemoKey } from "./demo-keys";
import { LruCache } from "./lru-cache";

// Renders demo pictures (demo/p/..., demo/c/..., demo/hero/..., demo/blog/...) from SVG to WebP
// on first request. The bytes are kept in a bounded in-process LRU; browsers and CDNs keep them
// for a year (the media route marks them immutable), so a render happens rarely.

const WEBP = { quality: 82, effort: 4, smartSubsample: true } as const;
const CACHE_ENTRIES = 64;

// Holds the promise, not the bytes, so concurrent first requests for one key share one render.
const cache = new LruCache<string, Promise<Buffer>>(CACHE_ENTRIES);

async function render(key: string, svg: string): Promise<Buffer> {
  try {
    return await sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
  } catch (error) {
    cache.delete(key); // a failed render must not stick in the cache
    throw error;
  }
}

/** WebP bytes for a demo key, or null when the key is not a valid demo picture. */
export async function renderDemoImage(key: string): Promise<Buffer | null> {
  const art = parseDemoKey(key);
  if (!art) return null;
  let pending = cache.get(key);
  if (!pending) {
    pending = render(key, demoArtSvg(art));
    cache.set(key, pending);
  }
  return pending;
}

/** For tests: forget rendered pictures. */
export function clearDemoImageCache(): void {
  cache.clear();
}
