import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import styles from "./listing.module.css";

/**
 * The 'New Collection' panel with 'EXPLORE NOW' (storefront §2.6; its target is ours: New Arrivals).
 * Plain <a>, made in-app by the shop layout's InAppLinks (prefetched when a pointer, touch or focus
 * reaches it): a next/link prefetches its page's code as soon as it is in view, often before the
 * page's load event, where Lighthouse counts it into the page's JS (issue 41).
 */
export function NewCollectionPromo() {
  return (
    <section className={styles.promo} aria-labelledby="listing-promo">
      <p className={styles.promoEyebrow}>Just landed</p>
      <h2 id="listing-promo" className={styles.promoTitle}>
        {MSG.newCollection}
      </h2>
      <p className={styles.promoText}>Fresh 925 silver designs from our Jaipur workshop, added every week.</p>
      <a href={href.listing("new-arrivals")} className={`btn btn-light ${styles.promoCta}`}>
        {MSG.exploreNow}
        <span className="sr-only">: new arrivals</span>
      </a>
    </section>
  );
}
