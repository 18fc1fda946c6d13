import { EmptyState, Loading } from "./empty-state";
import styles from "./admin-ui.module.css";

/** What a list page needs of its react-query result (useQuery or useInfiniteQuery). */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The states of a list before it shows rows: loading, failed (with a Try again button), or
 * empty; otherwise its children. `empty` is what to show instead of the rows, given only when
 * there are none (each page words its own empty and no-match states).
 */
export function ListState({
  query,
  loading,
  failedTitle,
  failedText,
  tryAgain,
  empty,
  children,
}: {
  query: ListQuery;
  /** The loading line's words, or a page's own loading element. */
  loading: React.ReactNode;
  failedTitle: string;
  /** The failure's words, from the error the query ended with. */
  failedText: (error: unknown) => string;
  tryAgain: string;
  empty?: React.ReactNode;
  children: React.ReactNode;
}) {
  if (query.isPending) return typeof loading === "string" ? <Loading text={loading} /> : loading;
  if (query.isError) {
    return (
      <EmptyState title={failedTitle} text={failedText(query.error)}>
        <button type="button" className={styles.button} onClick={() => void query.refetch()}>
          {tryAgain}
        </button>
      </EmptyState>
    );
  }
  return empty ?? children;
}
