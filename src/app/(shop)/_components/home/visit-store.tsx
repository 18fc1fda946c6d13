import { StoreMap } from "@/components/map/store-map";
import { SHOP } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import styles from "./home.module.css";

/**
 * 'Visit our store' (storefront §2.4, item 5): address, hours and the store map. The map is a
 * facade (src/components/map/store-map.tsx): Google's embed loads only when the shopper asks.
 */
export function VisitStore() {
  return (
    <section className={`${styles.section} ${styles.deferred}`} aria-labelledby="home-visit">
      <div className="container">
        <div className={styles.visit}>
          <div className={styles.visitText}>
            <p className="eyebrow">Our boutique</p>
            <h2 id="home-visit">{MSG.visitOurStore}</h2>
            <p className={styles.visitLead}>
              See every piece in person, have rings sized and chains fitted, and find the right gift with our team.
            </p>
            <dl className={styles.visitDetails}>
              <div>
                <dt>Address</dt>
                <dd>
                  <address>{SHOP.address}</address>
                </dd>
              </div>
              <div>
                <dt>Opening hours</dt>
                {SHOP.storeHours.map((line) => (
                  <dd key={line}>{line}</dd>
                ))}
              </div>
            </dl>
          </div>
          <StoreMap />
        </div>
      </div>
    </section>
  );
}
