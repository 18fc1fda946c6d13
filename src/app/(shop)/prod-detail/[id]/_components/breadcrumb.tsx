import styles from "./product-detail.module.css";

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the page itself. */
  href?: string;
}

/**
 * Home > category > product (storefront §2.9). The last crumb is the current page.
 * Plain <a>, made in-app by the shop layout's InAppLinks (prefetched when a pointer, touch or focus
 * reaches it): a next/link prefetches its page's code as soon as it is in view, often before the
 * page's load event, where Lighthouse counts it into the page's JS (issue 41).
 */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol role="list">
        {crumbs.map((crumb, i) => (
          <li key={`${i}:${crumb.label}`}>
            {crumb.href ? (
              <a href={crumb.href}>{crumb.label}</a>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
