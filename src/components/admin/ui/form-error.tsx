import styles from "./admin-ui.module.css";

/** A form's error from the server, above its fields; nothing while there is none. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  );
}
