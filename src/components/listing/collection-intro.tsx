import { MSG } from "@/lib/messages/shop";
import styles from "./listing.module.css";

/** Shown when a category has no description of its own (storefront §2.6: "a default descriptive text"). */
export const DEFAULT_COLLECTION_TEXT =
  "Hallmarked 925 sterling silver, handcrafted in Jaipur: necklaces, earrings, rings and bracelets made to be worn every day and kept for years.";

/** 'Exquisite Jewellery Collection' with the current category's name and description (storefront §2.6). */
export function CollectionIntro({ name, description }: { name: string; description: string }) {
  return (
    <section className={styles.intro} aria-labelledby="listing-intro">
      <h2 id="listing-intro" className={styles.introTitle}>
        {MSG.collectionIntro}
      </h2>
      <p className={styles.introName}>{name}</p>
      <p className={styles.introText}>{description.trim() || DEFAULT_COLLECTION_TEXT}</p>
    </section>
  );
}
