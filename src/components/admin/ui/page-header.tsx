import styles from "./admin-ui.module.css";

/** An admin page's heading (the page's one h1), an optional count line and its action buttons. */
export function PageHeader({ title, count, children }: { title: string; count?: string; children?: React.ReactNode }) {
  return (
    <header className={styles.pageHeader}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {count ? <p className={styles.count}>{count}</p> : null}
      </div>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </header>
  );
}
