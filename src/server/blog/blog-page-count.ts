import "server-only";
import { BLOG_PAGE_SIZE } from "@/lib/constants";
import { db } from "@/server/db";

// How many pages the plain blog list has, for the proxy: it serves /shop/blog?page=N from the
// static copy only for pages that exist (a page past the end renders per request and shows the
// last page). Kept in memory briefly, like the listing slugs: a page within the known count costs
// nothing; one past it re-counts at most every RELOAD_MS, so a new page is found at once.

const FRESH_MS = 30_000;
const RELOAD_MS = 2_000;

let pages = 0;
let countedAt = 0;
let counting: Promise<void> | null = null;

function recount(): Promise<void> {
  counting ??= db.blogPost
    .count({ where: { status: "published" } })
    .then((total) => {
      pages = Math.ceil(total / BLOG_PAGE_SIZE);
      countedAt = Date.now();
    })
    .finally(() => {
      counting = null;
    });
  return counting;
}

/** Whether page `page` of the plain blog list exists (page 1 always does: an empty blog says so). */
export async function isBlogListPage(page: number): Promise<boolean> {
  if (page === 1) return true;
  const age = Date.now() - countedAt;
  if (age > FRESH_MS || (page > pages && age > RELOAD_MS)) await recount();
  return page <= pages;
}
