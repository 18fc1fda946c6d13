import type { ProductDTO } from "@/lib/types/catalogue";
import { toCardData } from "./card-data";
import { ProductCard } from "./product-card";
import styles from "./product-card.module.css";

/** Products in a responsive grid: 2 columns on phones, 3 on tablets, 4 on desktops. */
export function ProductGrid({ products }: { products: ProductDTO[] }) {
  return (
    <ul role="list" className={styles.grid}>
      {products.map((p) => (
        <li key={p._id}>
          <ProductCard product={toCardData(p)} />
        </li>
      ))}
    </ul>
  );
}
