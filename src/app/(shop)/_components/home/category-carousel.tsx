import { getImageProps } from "next/image";
import type { Category } from "@/lib/types/catalogue";
import { CarouselScroller } from "./carousel-scroller";
import styles from "./category-carousel.module.css";
import { href } from "@/lib/links";

function categoryImage(category: Category): string {
  return category.imageUrl ?? `/media/demo/c/${category.slug}.webp`;
}

/**
 * The circle's picture as plain <img> props (no image component code in the browser). 112 px at
 * most (84 on phones): a 1x and a 2x picture cover every screen, where `sizes` would list all
 * twelve widths of the optimizer in each circle.
 */
function circleImageProps(category: Category) {
  return getImageProps({ src: categoryImage(category), alt: "", width: 112, height: 112 }).props;
}

/** The home category circles (storefront §2.4, item 2); each opens that category's product list. */
export function CategoryCarousel({ categories }: { categories: Category[] }) {
  if (categories.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-categories">
      <div className="container">
        <h2 id="home-categories" className="sr-only">
          Shop by category
        </h2>
        <CarouselScroller label="categories">
          <ul role="list" className={styles.track}>
            {categories.map((c) => (
              <li key={c.id}>
                <a href={href.category(c.slug)} className={styles.item}>
                  <span className={styles.circle} data-initial={c.name.charAt(0)}>
                    {/* Decorative: the name below labels the link. */}
                    {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt="" is in the props */}
                    <img {...circleImageProps(c)} />
                  </span>
                  <span className={styles.name}>{c.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </CarouselScroller>
      </div>
    </section>
  );
}
