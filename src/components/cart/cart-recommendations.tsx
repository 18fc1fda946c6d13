import { ProductCard } from "@/components/product/product-card";
import { toCardData } from "@/components/product/card-data";
import { ProductGridSkeleton } from "@/components/product/product-skeleton";
import { CART_RECOMMENDATIONS } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import type { Product } from "@/lib/types/catalogue";
import { listProducts } from "@/server/catalogue/list-products";
import { RecommendedCards } from "./recommended-cards";
import styles from "./cart.module.css";

/** Candidates beyond the 4 shown, so pieces already in the cart can be left out in the browser. */
const CANDIDATES = 12;
/**
 * The first row's pictures (two cards on a phone) load at once instead of lazily: on an empty cart they
 * are the largest thing in view, and a lazy picture is only asked for after the first layout. Below a
 * full cart's lines they cost two small pictures.
 */
const EAGER_PICTURES = 2;

function RecommendationsSection({ children }: { children: React.ReactNode }) {
  return (
    <section className={styles.recommendations} aria-labelledby="you-may-also-like">
      <h2 id="you-may-also-like" className={styles.recommendationsTitle}>
        {MSG.youMayAlsoLike}
      </h2>
      {children}
    </section>
  );
}

/**
 * 'YOU MAY ALSO LIKE' (storefront §2.10): 4 in-stock pieces, best sellers first, then the newest.
 * Rendered on the server from the cached catalogue; the server cannot know the cart (it lives in
 * the browser), so it sends a few more and the browser shows the first 4 not in the cart.
 */
export async function CartRecommendations() {
  const [best, newest] = await Promise.all([
    listProducts({ flag: "bestSeller", inStockOnly: true, limit: CANDIDATES }),
    listProducts({ sort: "newest", inStockOnly: true, limit: CANDIDATES }),
  ]);
  const seen = new Set<string>();
  const candidates: Product[] = [];
  for (const product of [...best.items, ...newest.items]) {
    if (seen.has(product.id) || candidates.length >= CANDIDATES) continue;
    seen.add(product.id);
    candidates.push(product);
  }
  if (candidates.length === 0) return null;
  return (
    <RecommendationsSection>
      <RecommendedCards
        count={CART_RECOMMENDATIONS}
        items={candidates.map((product, i) => ({ id: product.id, card: <ProductCard product={toCardData(product)} priority={i < EAGER_PICTURES} /> }))}
      />
    </RecommendationsSection>
  );
}

/** While the recommendations load: the spec's 'Loading recommendations...' over card-shaped placeholders. */
export function CartRecommendationsFallback() {
  return (
    <RecommendationsSection>
      <p className={styles.recommendationsLoading}>{MSG.loadingRecommendations}</p>
      <ProductGridSkeleton count={CART_RECOMMENDATIONS} />
    </RecommendationsSection>
  );
}
