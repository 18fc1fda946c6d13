import { SHOP } from "@/lib/constants";
import { MSG } from "@/lib/messages";
import styles from "./home.module.css";

const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(SHOP.address)}`;

/**
 * 'Visit our store' (storefront §2.4, item 5). The old app embedded a map; a third-party iframe
 * would load from outside and cost the page its speed, so a link opens Google Maps instead.
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
          <a className={styles.mapCard} href={mapsUrl} target="_blank" rel="noopener noreferrer">
            <span className={styles.mapGrid} aria-hidden="true" />
            <span className={styles.mapPin} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                <path
                  d="M12 21s-6.5-5.6-6.5-11A6.5 6.5 0 0 1 18.5 10c0 5.4-6.5 11-6.5 11Z"
                  fill="currentColor"
                />
                <circle cx="12" cy="10" r="2.4" fill="#fff" />
              </svg>
            </span>
            <span className={styles.mapLabel}>
              Open in Google Maps
              <span className="sr-only"> (opens in a new tab)</span>
            </span>
            <span className={styles.mapAddress} aria-hidden="true">
              {SHOP.address}
            </span>
          </a>
        </div>
      </div>
    </section>
  );
}
