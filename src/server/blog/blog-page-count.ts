import "server-only";
import { BLOG_PAGE_SIZE } from "@/lib/constants";
import { TAG } from "@/server/cache-tags";
import { db } from "@/server/db";
import { shortLivedCopy } from "@/server/short-lived-copy";

// How many pages the plain blog list has, for the proxy: it serves /shop/blog?page=N from the
// static copy only for pages that exist (a page past the end renders per request and shows the
// last page). Kept in memory briefly, like the listing slugs (src/server/short-lived-copy.ts): a
// page within the known count costs nothing; one past it re-counts at most every 2 s, so a new page
// is found at once. While the database is out of reach, the last count keeps answering.

const pageCount = shortLivedCopy({
  name: "blog-page-count",
  freshMs: 30_000,
  reloadMs: 2_000,
  expiredBy: [TAG.blog],
  read: async () => Math.ceil((await db.blogPost.count({ where: { status: "published" } })) / BLOG_PAGE_SIZE),
});

/** Whether page `page` of the plain blog list exists (page 1 always does: an empty blog says so). */
export async function isBlogListPage(page: number): Promise<boolean> {
  if (page === 1) return true;
  return page <= (await pageCount.get((pages) => page > pages));
}

/** After a post is published, unpublished or deleted: the next check counts again. */
export const forgetBlogPageCount = (): void => pageCount.forget();
