import ui from "@/components/admin/ui/admin-ui.module.css";
import styles from "./admin-auth.module.css";

/** The sign-in and reset forms' error line, announced as it appears; nothing while there is none. */
export function AuthAlert({ id, message }: { id: string; message: string }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.alert} role="alert">
      {message}
    </p>
  );
}

/** The forms' full-width submit button: off and with its busy words while the request runs. */
export function AuthSubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className={`${ui.primary} ${styles.submit}`} disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}
