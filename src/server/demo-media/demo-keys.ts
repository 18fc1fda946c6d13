// The storage keys of demo pictures, e.g. demo/p/necklace-3-silver-1.webp, and their public URLs
// (/media/<key>). Parsing is strict: one canonical spelling per picture, so the render cache and
// HTTP caches never hold two copies of the same image, and anything else is simply "not found".
import { type DemoArt, type ProductKind, type Metal, METALS, PRODUCT_KINDS, isCategorySlug } from "./demo-art";

// Variants 0–99, views 0–3: a bounded set of keys, so the pictures that can ever exist are bounded too.
const PRODUCT_KEY = new RegExp(`^demo/p/(${PRODUCT_KINDS.join("|")})-(0|[1-9][0-9]?)-(${METALS.join("|")})-([0-3])\\.webp$`);
const CATEGORY_KEY = /^demo\/c\/([a-z-]{1,20})\.webp$/;
const HERO_KEY = /^demo\/hero\/([1-3])\.webp$/;
const BLOG_KEY = /^demo\/blog\/([1-6])\.webp$/;

/** The descriptor for a demo key, or null when the key is not a demo picture. */
export function parseDemoKey(key: string): DemoArt | null {
  let m = PRODUCT_KEY.exec(key);
  if (m) return { kind: m[1] as ProductKind, variant: Number(m[2]), metal: m[3] as Metal, view: Number(m[4]) };
  m = CATEGORY_KEY.exec(key);
  if (m) return isCategorySlug(m[1]!) ? { kind: "category", slug: m[1] } : null;
  m = HERO_KEY.exec(key);
  if (m) return { kind: "hero", index: Number(m[1]) };
  m = BLOG_KEY.exec(key);
  if (m) return { kind: "blog", index: Number(m[1]) };
  return null;
}

/** The storage key of a demo picture (the inverse of parseDemoKey). */
export function demoKey(art: DemoArt): string {
  switch (art.kind) {
    case "category":
      return `demo/c/${art.slug}.webp`;
    case "hero":
      return `demo/hero/${art.index}.webp`;
    case "blog":
      return `demo/blog/${art.index}.webp`;
    default:
      return `demo/p/${art.kind}-${art.variant}-${art.metal}-${art.view}.webp`;
  }
}

/** The URL the media route serves a demo picture under. */
export function demoUrl(art: DemoArt): string {
  return `/media/${demoKey(art)}`;
}
