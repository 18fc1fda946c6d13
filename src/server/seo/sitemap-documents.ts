import "server-only";
import { absoluteUrl } from "@/env";
import { getSitemapOverview, type SitemapPath } from "@/server/seo/get-sitemap-overview";
import { listSitemapEntries } from "@/server/seo/list-sitemap-entries";
import { latest, sitemapIndexXml, urlsetXml } from "@/server/seo/sitemap-xml";

/**
 * URLs per sitemap file. The protocol allows 50,000 (and 50 MB); smaller files keep each request
 * quick and cheap to cache, and make the scale catalogue (about 10,000 products) use the index.
 */
export const SITEMAP_CHUNK_SIZE = 5000;

/** The files behind the index: /sitemaps/pages.xml and /sitemaps/products-1.xml, -2... */
export const SITEMAP_FILES_PATH = "/sitemaps";
const PAGES_FILE = "pages.xml";
const PRODUCTS_FILE = /^products-([1-9]\d{0,5})\.xml$/;

export function sitemapFilePath(file: string): string {
  return `${SITEMAP_FILES_PATH}/${file}`;
}

const located = (paths: readonly SitemapPath[]) => paths.map(({ path, lastModified }) => ({ loc: absoluteUrl(path), lastModified }));

/**
 * /sitemap.xml: one <urlset> with every page and product while they fit one file, otherwise a
 * <sitemapindex> of the pages file and one file per product chunk. Either way the work per
 * request is bounded by the chunk size, not by the size of the catalogue.
 */
export async function sitemapRootXml(chunkSize = SITEMAP_CHUNK_SIZE): Promise<string> {
  const overview = await getSitemapOverview(chunkSize);
  if (overview.pages.length + overview.productCount <= chunkSize) {
    const first = overview.productChunks[0];
    const products = first ? await listSitemapEntries(first.firstId, chunkSize) : [];
    return urlsetXml(located([...overview.pages, ...products]));
  }
  return sitemapIndexXml([
    { loc: absoluteUrl(sitemapFilePath(PAGES_FILE)), lastModified: latest(overview.pages.map((page) => page.lastModified)) },
    ...overview.productChunks.map((chunk, index) => ({
      loc: absoluteUrl(sitemapFilePath(`products-${index + 1}.xml`)),
      lastModified: chunk.lastModified,
    })),
  ]);
}

/** One file of the index ("pages.xml", "products-2.xml"), or null when there is no such file. */
export async function sitemapFileXml(file: string, chunkSize = SITEMAP_CHUNK_SIZE): Promise<string | null> {
  const overview = await getSitemapOverview(chunkSize);
  if (file === PAGES_FILE) return urlsetXml(located(overview.pages));
  const match = PRODUCTS_FILE.exec(file);
  const chunk = match ? overview.productChunks[Number(match[1]) - 1] : undefined;
  if (!chunk) return null;
  return urlsetXml(located(await listSitemapEntries(chunk.firstId, chunk.count)));
}
