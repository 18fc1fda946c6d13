import styles from "./admin-ui.module.css";

/** A modal form's Cancel and submit buttons, both off while it saves (the page words them). */
export function DialogFormActions({ busy, cancelLabel, submitLabel, onCancel }: { busy: boolean; cancelLabel: string; submitLabel: string; onCancel: () => void }) {
  return (
    <div className={styles.formActions}>
      <button type="button" className={styles.button} onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
      <button type="submit" className={styles.primary} disabled={busy}>
        {submitLabel}
      </button>
    </div>
  );
}
