import Link from "next/link";
import { href, type BlogListParams } from "@/lib/links";
import styles from "./blog.module.css";

/**
 * Prev / 'Page x / y' / Next (storefront §2.14) as real links that keep the search and the tag, so
 * every page of the list has its own crawlable URL and works without JavaScript.
 */
export function BlogPager({ page, pages, search, tag }: { page: number; pages: number } & Omit<BlogListParams, "page">) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Blog pages" className={styles.pager}>
      {page > 1 ? (
        <Link href={href.blog({ search, tag, page: page - 1 })} rel="prev" className="btn btn-outline">
          Prev
        </Link>
      ) : (
        <span className="btn btn-outline" aria-disabled="true">
          Prev
        </span>
      )}
      <span className={styles.pageOf}>
        Page {page} / {pages}
      </span>
      {page < pages ? (
        <Link href={href.blog({ search, tag, page: page + 1 })} rel="next" className="btn btn-outline">
          Next
        </Link>
      ) : (
        <span className="btn btn-outline" aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
