import { StoreMap } from "@/components/map/store-map";
import { SHOP } from "@/lib/constants";
import { getShopContact } from "@/server/site/get-shop-contact";
import styles from "./our-place.module.css";

/** A phone number as a tel: link target ("+91 98765 43210" → "tel:+919876543210"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * 'Our Place' (storefront §2.16): location, this page's hours, phone and e-mail from the shop's
 * settings, follow-us links and the map.
 */
export async function OurPlace() {
  const contact = await getShopContact();
  return (
    <section className={styles.place} aria-labelledby="our-place">
      <p className="eyebrow">Visit, call or write</p>
      <h2 id="our-place">Our Place</h2>
      <dl className={styles.details}>
        <div className={styles.item}>
          <dt>Location</dt>
          <dd>
            <address>{SHOP.address}</address>
          </dd>
        </div>
        <div className={styles.item}>
          <dt>Hours</dt>
          {SHOP.contactHours.map((line) => (
            <dd key={line}>{line}</dd>
          ))}
        </div>
        <div className={styles.item}>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </dd>
        </div>
        <div className={styles.item}>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
      </dl>
      <div className={styles.follow}>
        <h3 className={styles.followTitle}>Follow us</h3>
        <ul role="list" className={styles.social}>
          <li>
            <a href={SHOP.instagramUrl} target="_blank" rel="noopener noreferrer">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="1.6" />
                <circle cx="17.2" cy="6.8" r="1.1" fill="currentColor" />
              </svg>
              Instagram<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a href={SHOP.whatsappUrl} target="_blank" rel="noopener noreferrer">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M4 20l1.2-3.9A8 8 0 1 1 8 19l-4 1Z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinejoin="round"
                />
                <path d="M9.2 8.6c.3 2.8 2.7 5.4 5.8 6l1-1.3-1.8-.9-.8.8c-1.1-.5-2-1.4-2.5-2.5l.8-.8-.9-1.8-1.6.5Z" fill="currentColor" />
              </svg>
              Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </div>
      <StoreMap className={styles.map} />
    </section>
  );
}
