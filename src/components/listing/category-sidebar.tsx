import Link from "next/link";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import type { Category } from "@/lib/types/catalogue";
import styles from "./listing.module.css";

/**
 * 'CATEGORIES' (storefront §2.6): 'All' plus each active category with its product count; the
 * current one is marked. A row of chips on phones, a list beside the products on desktops.
 * scroll={false}: moving between /shop pages keeps the shopper's place (§2.2).
 */
export function CategorySidebar({ categories, currentSlug }: { categories: Category[]; currentSlug: string | null }) {
  const all = categories.reduce((sum, c) => sum + c.productCount, 0);
  const items = [
    { key: "all", label: MSG.allCategories, count: all, link: href.products(), current: currentSlug === null },
    ...categories.map((c) => ({ key: c.id, label: c.name, count: c.productCount, link: href.category(c.slug), current: c.slug === currentSlug })),
  ];
  return (
    <nav className={styles.side} aria-labelledby="listing-categories">
      <h2 id="listing-categories" className={styles.sideHeading}>
        {MSG.categoriesHeading}
      </h2>
      <ul role="list" className={styles.catList}>
        {items.map((item) => (
          <li key={item.key}>
            <Link href={item.link} scroll={false} className={styles.catLink} aria-current={item.current ? "page" : undefined}>
              <span>{item.label}</span>
              <span className={styles.catCount}>
                <span className="sr-only">(</span>
                {item.count}
                <span className="sr-only"> {item.count === 1 ? "product" : "products"})</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
