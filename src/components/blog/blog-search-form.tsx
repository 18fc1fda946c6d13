import Link from "next/link";
import { BLOG_SEARCH_MAX } from "@/lib/blog-list-params";
import { href } from "@/lib/links";
import styles from "./blog.module.css";

/**
 * The blog's search box with its Search button and the active tag chip 'Tag: {tag}' with Clear
 * (storefront §2.14). A plain GET form to /shop/blog: it works without JavaScript, a search starts
 * again at page 1, and it keeps the tag filter (a hidden field) until the shopper clears it.
 */
export function BlogSearchForm({ search, tag }: { search?: string; tag?: string }) {
  return (
    <div className={styles.toolbar}>
      <form role="search" aria-label="Blog search" action={href.blog()} method="get" className={styles.search}>
        <label htmlFor="blog-search" className="sr-only">
          Search articles
        </label>
        <input
          id="blog-search"
          className={styles.searchInput}
          type="search"
          name="search"
          enterKeyHint="search"
          maxLength={BLOG_SEARCH_MAX}
          autoComplete="off"
          placeholder="Search articles"
          defaultValue={search}
        />
        {tag ? <input type="hidden" name="tag" value={tag} /> : null}
        <button type="submit" className={`btn btn-dark ${styles.searchButton}`}>
          Search
        </button>
      </form>
      {tag ? (
        <p className={styles.chip}>
          <span>Tag: {tag}</span>
          <Link href={href.blog({ search })} className={styles.chipClear}>
            Clear<span className="sr-only"> tag filter</span>
          </Link>
        </p>
      ) : null}
    </div>
  );
}
