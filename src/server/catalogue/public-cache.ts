// Catalogue reads hold no personal data, so shared caches (a CDN, a proxy) may keep them briefly
// and serve a stale copy while refreshing. Only successful answers carry this: errors stay
// uncacheable, so a product created a moment after a 404 is visible at once.
export const PUBLIC_CACHE_HEADERS = { "Cache-Control": "public, s-maxage=60, stale-while-revalidate=300" } as const;
