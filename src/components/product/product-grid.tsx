import type { Product } from "@/lib/types/catalogue";
import { getLiveOffers } from "@/server/offers/get-live-offers";
import { cardOfferName } from "@/server/offers/piece-offer";
import { toCardData } from "./card-data";
import { ProductCard } from "./product-card";
import styles from "./product-card.module.css";

/** Products in a responsive grid: 2 columns on phones, 3 on tablets, 4 on desktops. */
export async function ProductGrid({ products, priorityCount = 0 }: { products: Product[]; priorityCount?: number }) {
  const live = await getLiveOffers();
  return (
    <ul role="list" className={styles.grid}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={toCardData(p, cardOfferName(p, live))} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
