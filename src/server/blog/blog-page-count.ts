import "server-only";
import { BLOG_PAGE_SIZE } from "@/lib/constants";
import { db } from "@/server/db";

// How many pages the plain blog list has, for the proxy: it serves /shop/blog?page=N from the
// static copy only for pages that exist (a page past the end renders per request and shows the
// last page). Kept in memory briefly, like the listing slugs: a page within the known count costs
// nothing; one past it re-counts at most every RELOAD_MS, so a new page is found at once. While the
// database is out of reach, the last count keeps answering (re-tried every RELOAD_MS).

const FRESH_MS = 30_000;
const RELOAD_MS = 2_000;

// On globalThis, so the back office (forgetBlogPageCount) reaches the proxy's copy of this module.
interface CountState {
  pages: number;
  countedAt: number;
  /** Whether a count ever succeeded (what the stale answers come from). */
  counted: boolean;
  /** When the last count failed (0: it did not); no new count is tried for RELOAD_MS after it. */
  failedAt: number;
  counting: Promise<void> | null;
}
const global = globalThis as unknown as { blogPageCount?: CountState };
const state = (global.blogPageCount ??= { pages: 0, countedAt: 0, counted: false, failedAt: 0, counting: null });

function recount(): Promise<void> {
  state.counting ??= db.blogPost
    .count({ where: { status: "published" } })
    .then((total) => {
      state.pages = Math.ceil(total / BLOG_PAGE_SIZE);
      state.countedAt = Date.now();
      state.counted = true;
      state.failedAt = 0;
    })
    .finally(() => {
      state.counting = null;
    });
  return state.counting;
}

/** Whether page `page` of the plain blog list exists (page 1 always does: an empty blog says so). */
export async function isBlogListPage(page: number): Promise<boolean> {
  if (page === 1) return true;
  const now = Date.now();
  const age = now - state.countedAt;
  const due = age > FRESH_MS || (page > state.pages && age > RELOAD_MS);
  if (due && (!state.counted || now - state.failedAt > RELOAD_MS)) {
    try {
      await recount();
    } catch (error) {
      state.failedAt = Date.now();
      if (!state.counted) throw error; // never counted: nothing to answer with
    }
  }
  return page <= state.pages;
}

/** After a post is published, unpublished or deleted: the next check counts again. */
export function forgetBlogPageCount(): void {
  state.countedAt = 0;
}
