import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd } from "@/server/seo/json-ld";
import styles from "./shop-banner.module.css";

export interface Crumb {
  label: string;
  /** The page's path; the last crumb is the current page (its path feeds the structured data). */
  href?: string;
}

/**
 * The header banner of the pages under /shop (storefront §2.2): the page's title and its
 * breadcrumb (Home > Products > category, or Home > Blog), plus the same trail as BreadcrumbList
 * structured data. Kept short on phones: it sits above the first products, the page's largest paint.
 * Plain <a>, made in-app by the shop layout's InAppLinks (prefetched when a pointer, touch or focus
 * reaches it): a next/link prefetches its page's code as soon as it is in view, often before the
 * page's load event, where Lighthouse counts it into the page's JS (issue 41).
 */
export function ShopBanner({
  title,
  crumbs,
  titleAs: Title = "h1",
}: {
  title: string;
  crumbs: Crumb[];
  /** "p" on a page with its own main heading (a blog article), so the page keeps one h1. */
  titleAs?: "h1" | "p";
}) {
  const last = crumbs.length - 1;
  const trail = crumbs.flatMap((crumb) => (crumb.href ? [{ name: crumb.label, path: crumb.href }] : []));
  return (
    <div className={styles.banner}>
      <div className={`container ${styles.inner}`}>
        <nav aria-label="Breadcrumb" className={styles.crumbs}>
          <ol role="list">
            {crumbs.map((crumb, i) => (
              <li key={`${i}-${crumb.label}`}>
                {i === last ? (
                  <span aria-current="page">{crumb.label}</span>
                ) : crumb.href ? (
                  <a href={crumb.href}>{crumb.label}</a>
                ) : (
                  <span>{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <Title className={styles.title}>{title}</Title>
      </div>
      {trail.length > 1 ? <JsonLd data={breadcrumbJsonLd(trail)} /> : null}
    </div>
  );
}
