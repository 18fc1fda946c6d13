import Link from "next/link";
import styles from "./product-detail.module.css";

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the page itself. */
  href?: string;
}

/** Home > category > product (storefront §2.9). The last crumb is the current page. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol role="list">
        {crumbs.map((crumb, i) => (
          <li key={`${i}:${crumb.label}`}>
            {crumb.href ? (
              <Link href={crumb.href}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
