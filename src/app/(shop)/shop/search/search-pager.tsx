import Link from "next/link";
import { href } from "@/lib/links";
import styles from "./search.module.css";

/** Prev / 'Page x / y' / Next as real links, so every results page has its own URL. */
export function SearchPager({ q, page, pages }: { q: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Search results pages" className={styles.pager}>
      {page > 1 ? (
        <Link href={href.search(q, page - 1)} rel="prev" className="btn btn-outline">
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
        <Link href={href.search(q, page + 1)} rel="next" className="btn btn-outline">
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
