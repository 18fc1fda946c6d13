import styles from "./admin-ui.module.css";

/** An empty list: a heading, a line, and an optional action. */
export function EmptyState({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <div className={styles.empty}>
      <h2>{title}</h2>
      <p className={styles.muted}>{text}</p>
      {children}
    </div>
  );
}

/** A loading line announced to screen readers. */
export function Loading({ text = "Loading..." }: { text?: string }) {
  return (
    <p className={styles.loading} role="status">
      {text}
    </p>
  );
}
