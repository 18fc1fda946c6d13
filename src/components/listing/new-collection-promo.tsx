import Link from "next/link";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import styles from "./listing.module.css";

/** The 'New Collection' panel with 'EXPLORE NOW' (storefront §2.6; its target is ours: New Arrivals). */
export function NewCollectionPromo() {
  return (
    <section className={styles.promo} aria-labelledby="listing-promo">
      <p className={styles.promoEyebrow}>Just landed</p>
      <h2 id="listing-promo" className={styles.promoTitle}>
        {MSG.newCollection}
      </h2>
      <p className={styles.promoText}>Fresh 925 silver designs from our Jaipur workshop, added every week.</p>
      <Link href={href.listing("new-arrivals")} className={`btn btn-light ${styles.promoCta}`}>
        {MSG.exploreNow}
        <span className="sr-only">: new arrivals</span>
      </Link>
    </section>
  );
}
