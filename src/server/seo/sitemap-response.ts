import { PUBLIC_CACHE_HEADERS } from "@/server/catalogue/public-cache";

/** A sitemap is public catalogue data: shared caches may keep it like the catalogue API's answers. */
export const SITEMAP_RESPONSE_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  ...PUBLIC_CACHE_HEADERS,
} as const;
