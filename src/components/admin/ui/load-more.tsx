import styles from "./admin-ui.module.css";

/** A paged list's end: a Load more button while the server has more pages. */
export function LoadMore({ hasMore, fetching, label, busyLabel, onMore }: { hasMore: boolean; fetching: boolean; label: string; busyLabel: string; onMore: () => void }) {
  if (!hasMore) return null;
  return (
    <div className={styles.more}>
      <button type="button" className={styles.button} onClick={onMore} disabled={fetching}>
        {fetching ? busyLabel : label}
      </button>
    </div>
  );
}
