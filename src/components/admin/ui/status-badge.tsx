"use client";

import styles from "./admin-ui.module.css";

/**
 * The clickable Active/Inactive badge of products, categories and colours (a real button; the
 * label says what a click does). `busy` disables it while the change is on its way.
 */
export function StatusBadge({ active, name, busy = false, onToggle }: { active: boolean; name: string; busy?: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={`${styles.badge} ${active ? styles.active : styles.inactive}`}
      onClick={onToggle}
      disabled={busy}
      aria-label={`${active ? "Active" : "Inactive"}: make ${name} ${active ? "inactive" : "active"}`}
    >
      {active ? "Active" : "Inactive"}
    </button>
  );
}

/** A status shown, not changed. */
export function StatusText({ active }: { active: boolean }) {
  return <span className={`${styles.badge} ${active ? styles.active : styles.inactive}`}>{active ? "Active" : "Inactive"}</span>;
}
