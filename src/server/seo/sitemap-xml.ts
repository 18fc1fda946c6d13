// The two documents of the sitemap protocol (https://www.sitemaps.org/protocol.html): a <urlset>
// of pages and a <sitemapindex> of sitemap files. Pure functions; locations must be absolute URLs.

/** One <url> or <sitemap> entry: an absolute location and its last change as an ISO date. */
export interface SitemapLocation {
  loc: string;
  lastModified: string | null;
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Escapes text for an XML element (the protocol asks for entity-escaped URLs). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** A W3C datetime (the protocol's lastmod format), to the second, in UTC: 2025-01-31T08:15:00Z. */
export function w3cDatetime(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 19)}Z`;
}

function entry(tag: "url" | "sitemap", location: SitemapLocation): string {
  const lastmod = location.lastModified ? `<lastmod>${w3cDatetime(location.lastModified)}</lastmod>` : "";
  return `<${tag}><loc>${escapeXml(location.loc)}</loc>${lastmod}</${tag}>`;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function urlsetXml(locations: readonly SitemapLocation[]): string {
  return `${HEAD}<urlset ${NS}>\n${locations.map((l) => entry("url", l)).join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: readonly SitemapLocation[]): string {
  return `${HEAD}<sitemapindex ${NS}>\n${sitemaps.map((s) => entry("sitemap", s)).join("\n")}\n</sitemapindex>\n`;
}

/** The latest of some ISO dates (null when there are none). ISO strings in UTC sort as text. */
export function latest(dates: readonly (string | null)[]): string | null {
  let max: string | null = null;
  for (const date of dates) if (date && (!max || date > max)) max = date;
  return max;
}
