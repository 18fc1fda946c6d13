import Link from "next/link";
import styles from "./order-request.module.css";

/**
 * A calm panel instead of the form: the product could not be loaded ('Error loading product
 * details', back office §8), it is sold out, or nothing in the cart can be ordered. Always with a
 * way back. Renders on the server and in the browser.
 */
export function OrderRequestProblem({ title, text, links }: { title: string; text?: string; links: { href: string; label: string; primary?: boolean }[] }) {
  return (
    <div className={styles.panel} data-order-request="problem">
      <svg className={styles.panelIcon} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="18" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M24 15v11" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="24" cy="32.5" r="1.8" fill="currentColor" />
      </svg>
      <h2 className={styles.panelTitle}>{title}</h2>
      {text ? <p>{text}</p> : null}
      <div className={styles.panelActions}>
        {links.map((link) => (
          <Link key={link.href} href={link.href} className={`btn ${link.primary ? "btn-dark" : "btn-outline"}`}>
            {link.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
