import styles from "./spinner.module.css";

/** A spinner with its words, announced to screen readers (the motion stops for reduced motion). */
export function Spinner({ text }: { text: string }) {
  return (
    <p className={styles.spinner} role="status">
      <span className={styles.wheel} aria-hidden="true" />
      {text}
    </p>
  );
}
