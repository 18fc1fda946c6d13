import { SHOP } from "@/lib/constants";
import { googleMapsEmbedUrl, googleMapsUrl } from "@/lib/store-map";
import { MapArt } from "./map-art";
import { MapEmbed } from "./map-embed";
import styles from "./store-map.module.css";

/**
 * The store on a map (home 'Visit our store', contact 'Our Place'), as a facade: a drawn map
 * with the store's pin costs the page nothing and asks nothing of Google until the shopper
 * presses 'Show map' (then the embed loads in the same box); 'Open in Google Maps' is a plain link.
 */
export function StoreMap({ className }: { className?: string }) {
  return (
    <figure className={`${styles.map} ${className ?? ""}`}>
      <div className={styles.frame}>
        <MapEmbed src={googleMapsEmbedUrl()} title={`Map: ${SHOP.name}, ${SHOP.address}`}>
          <MapArt className={styles.art} />
          <span className={styles.pin} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="26" height="26" focusable="false">
              <path d="M12 21s-6.5-5.6-6.5-11A6.5 6.5 0 0 1 18.5 10c0 5.4-6.5 11-6.5 11Z" fill="currentColor" />
              <circle cx="12" cy="10" r="2.4" fill="#fff" />
            </svg>
            <span className={styles.pinLabel}>{SHOP.name}</span>
          </span>
        </MapEmbed>
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.address}>{SHOP.address}</span>
        <a className={styles.open} href={googleMapsUrl()} target="_blank" rel="noopener noreferrer">
          Open in Google Maps
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M14 5h5v5M19 5l-8 8M17 14v5H5V7h5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
