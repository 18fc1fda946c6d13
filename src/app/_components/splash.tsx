import { SHOP } from "@/lib/constants";
import styles from "./splash.module.css";

/**
 * The loading splash (back office §2, 'A loading splash screen exists'): the shop's mark and name
 * with a slow silver shimmer, shown by a segment's loading.tsx while a route's content is on its
 * way. Server-rendered CSS only, no JavaScript. It fades in after a moment, so a quick navigation
 * never flashes it; reduced motion gets it still.
 */
export function Splash() {
  return (
    <div className={styles.splash} role="status" aria-label={`Loading ${SHOP.name}`}>
      <span className="sr-only">Loading…</span>
      <div className={styles.mark} aria-hidden="true">
        <svg viewBox="0 0 64 64" width="56" height="56" focusable="false">
          <circle cx="32" cy="37" r="14" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M25 15l7-6 7 6-7 7z" fill="currentColor" />
        </svg>
        <span className={styles.name}>{SHOP.name}</span>
        <span className={styles.tag}>925 Sterling Silver</span>
      </div>
    </div>
  );
}
