import "server-only";
import { revalidateTag } from "next/cache";
import { announceTagsExpired } from "@/server/cache/tag-signals";
import { TAG } from "@/server/cache-tags";

// After every back-office change (once its transaction has committed): the storefront's cached
// pages and data that show it are expired at once ({ expire: 0 }: the next visitor gets a fresh
// render, never the stale copy), and the proxy's in-memory lists forget what they knew (they listen
// for their tags: src/server/cache/tag-signals.ts; with REDIS_URL, on every instance). Route
// handlers use revalidateTag; Next's updateTag works only inside server actions.

export interface StorefrontChange {
  /** Products whose detail pages changed (their listings are expired too). */
  productIds?: readonly string[];
  /** Any product change that affects listings (created, deleted, bulk import). */
  products?: boolean;
  categories?: boolean;
  colors?: boolean;
  /** Blog posts changed; their ids and slugs (old and new) when known. */
  blogPosts?: readonly string[];
  blog?: boolean;
  settings?: boolean;
  /** Delivery settings, zones or PIN rules changed (the PIN check, checkout, the merchant listings' shipping). */
  delivery?: boolean;
  /** Offers changed, started or ended (the offer prices on product pages, cards and JSON-LD). */
  offers?: boolean;
}

export function refreshStorefront(change: StorefrontChange): void {
  const tags = new Set<string>();
  for (const id of change.productIds ?? []) tags.add(TAG.product(id));
  if (change.products || (change.productIds?.length ?? 0) > 0) tags.add(TAG.products);
  if (change.categories) tags.add(TAG.categories);
  if (change.colors) tags.add(TAG.colors);
  for (const key of change.blogPosts ?? []) tags.add(TAG.blogPost(key));
  if (change.blog || (change.blogPosts?.length ?? 0) > 0) tags.add(TAG.blog);
  if (change.settings) tags.add(TAG.settings);
  if (change.delivery) tags.add(TAG.delivery);
  if (change.offers) tags.add(TAG.offers);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  announceTagsExpired([...tags]);
}
