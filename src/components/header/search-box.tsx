import { href } from "@/lib/links";
import styles from "./search-box.module.css";

/** Longest search the API accepts (ZProductSearchQuery). */
const MAX_QUERY = 100;

interface SearchBoxProps {
  /** Unique on the page: it ties the label to the field. */
  id: string;
  /** The current search, on the results page. */
  defaultValue?: string;
  /** header: compact, in the desktop bar; drawer: full width in the phone menu; page: the results page. */
  variant?: "header" | "drawer" | "page";
  /** Only where searching is the page's purpose (the empty search page). */
  autoFocus?: boolean;
}

/**
 * The product search form (name, code or category). A plain GET form to /shop/search: it works
 * before (and without) JavaScript, and the browser's back button returns to the same results.
 */
export function SearchBox({ id, defaultValue, variant = "header", autoFocus = false }: SearchBoxProps) {
  return (
    <form
      role="search"
      aria-label={variant === "page" ? "Search again" : "Product search"}
      action={href.searchForm()}
      method="get"
      className={`${styles.form} ${styles[variant]}`}
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="q"
        enterKeyHint="search"
        maxLength={MAX_QUERY}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search name or code"
        defaultValue={defaultValue}
        autoFocus={autoFocus}
      />
      <button type="submit" className={styles.submit} aria-label="Search">
        <SearchIcon />
      </button>
    </form>
  );
}

export function SearchIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </svg>
  );
}
