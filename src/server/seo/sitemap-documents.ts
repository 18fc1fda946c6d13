import "server-only";
import { absoluteUrl } from "@/env";
import { href } from "@/lib/links";
import { listBlogSlugs } from "@/server/blog/list-blog-slugs";
import { getSitemapOverview, type SitemapPath } from "@/server/seo/get-sitemap-overview";
import { listSitemapEntries } from "@/server/seo/list-sitemap-entries";
import { latest, sitemapIndexXml, urlsetXml } from "@/server/seo/sitemap-xml";

/**
 * URLs per sitemap file. The protocol allows 50,000 (and 50 MB); smaller files keep each request
 * quick and cheap to cache, and make the scale catalogue (about 10,000 products) use the index.
 */
export const SITEMAP_CHUNK_SIZE = 5000;

/** The files behind the index: /sitemaps/pages.xml, /sitemaps/blog.xml and /sitemaps/products-1.xml, -2... */
export const SITEMAP_FILES_PATH = "/sitemaps";
const PAGES_FILE = "pages.xml";
const BLOG_FILE = "blog.xml";
const PRODUCTS_FILE = /^products-([1-9]\d{0,5})\.xml$/;

export function sitemapFilePath(file: string): string {
  return `${SITEMAP_FILES_PATH}/${file}`;
}

const located = (paths: readonly SitemapPath[]) => paths.map(({ path, lastModified }) => ({ loc: absoluteUrl(path), lastModified }));

/**
 * The blog: its list page (changed when its newest post did) and the newest `limit` published
 * posts with their last change. Cached apart from the catalogue (tag "blog"), so a new post does
 * not recount the products, and a product change does not reread the posts.
 */
async function blogPaths(limit: number): Promise<{ list: SitemapPath; posts: SitemapPath[] }> {
  const posts = (await listBlogSlugs(limit)).map(({ slug, updatedAt }) => ({ path: href.blogPost(slug), lastModified: updatedAt }));
  return { list: { path: href.blog(), lastModified: latest(posts.map((post) => post.lastModified)) }, posts };
}

/**
 * /sitemap.xml: one <urlset> with every page, post and product while they fit one file, otherwise a
 * <sitemapindex> of the pages file, the blog file and one file per product chunk. Either way the work per
 * request is bounded by the chunk size, not by the size of the catalogue.
 */
export async function sitemapRootXml(chunkSize = SITEMAP_CHUNK_SIZE): Promise<string> {
  const [overview, blog] = await Promise.all([getSitemapOverview(chunkSize), blogPaths(chunkSize)]);
  const pages = [...overview.pages, blog.list];
  if (pages.length + blog.posts.length + overview.productCount <= chunkSize) {
    const first = overview.productChunks[0];
    const products = first ? await listSitemapEntries(first.firstId, chunkSize) : [];
    return urlsetXml(located([...pages, ...blog.posts, ...products]));
  }
  return sitemapIndexXml([
    { loc: absoluteUrl(sitemapFilePath(PAGES_FILE)), lastModified: latest(pages.map((page) => page.lastModified)) },
    ...(blog.posts.length > 0 ? [{ loc: absoluteUrl(sitemapFilePath(BLOG_FILE)), lastModified: blog.list.lastModified }] : []),
    ...overview.productChunks.map((chunk, index) => ({
      loc: absoluteUrl(sitemapFilePath(`products-${index + 1}.xml`)),
      lastModified: chunk.lastModified,
    })),
  ]);
}

/** One file of the index ("pages.xml", "blog.xml", "products-2.xml"), or null when there is no such file. */
export async function sitemapFileXml(file: string, chunkSize = SITEMAP_CHUNK_SIZE): Promise<string | null> {
  if (file === PAGES_FILE || file === BLOG_FILE) {
    const [overview, blog] = await Promise.all([getSitemapOverview(chunkSize), blogPaths(chunkSize)]);
    if (file === PAGES_FILE) return urlsetXml(located([...overview.pages, blog.list]));
    return blog.posts.length > 0 ? urlsetXml(located(blog.posts)) : null;
  }
  const overview = await getSitemapOverview(chunkSize);
  const match = PRODUCTS_FILE.exec(file);
  const chunk = match ? overview.productChunks[Number(match[1]) - 1] : undefined;
  if (!chunk) return null;
  return urlsetXml(located(await listSitemapEntries(chunk.firstId, chunk.count)));
}
