"use client";

import { useCartLines } from "@/hooks/use-cart";
import gridStyles from "@/components/product/product-card.module.css";

/**
 * The first `count` recommended cards whose product is not in the cart. Until the cart was read
 * (and without JavaScript) the first `count` show, so the section never jumps from empty to full.
 */
export function RecommendedCards({ items, count }: { items: Array<{ id: string; card: React.ReactNode }>; count: number }) {
  const lines = useCartLines();
  const inCart = new Set(lines.map((line) => line.pId));
  const shown = items.filter((item) => !inCart.has(item.id)).slice(0, count);
  return (
    <ul role="list" className={gridStyles.grid}>
      {shown.map((item) => (
        <li key={item.id}>{item.card}</li>
      ))}
    </ul>
  );
}
