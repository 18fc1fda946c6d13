import type { ProductCardData } from "@/components/product/card-data";
import { PRODUCT_GRID_SIZES, ProductCard } from "@/components/product/product-card";
import { ProductSkeleton } from "@/components/product/product-skeleton";
import cardStyles from "@/components/product/product-card.module.css";
import styles from "./listing.module.css";

/** "sidebar": 3 columns beside the categories (/shop/product); "full": 4 on desktops (flag listings). */
export type ListingColumns = "sidebar" | "full";

// What each card's picture is drawn at: half the phone, a third of a tablet, a third (beside the
// 248 px sidebar) or a quarter (full width) of the 1,240 px container on desktops.
const SIZES: Record<ListingColumns, string> = {
  sidebar: "(min-width: 1280px) 280px, (min-width: 1024px) 21vw, (min-width: 640px) 31vw, 47vw",
  full: PRODUCT_GRID_SIZES,
};

function gridClass(columns: ListingColumns, extra?: string): string {
  return [cardStyles.grid, styles.grid, columns === "full" ? styles.gridFull : "", extra ?? ""].filter(Boolean).join(" ");
}

/**
 * Product cards in the listing grid: 2 columns on phones, 3 wider, 4 on full-width desktops. No
 * client code of its own, so the server renders the first page with it and the infinite list
 * renders the pages it fetches with it too.
 */
export function ListingGrid({
  cards,
  columns,
  priorityCount = 0,
  className,
  label,
}: {
  cards: ProductCardData[];
  columns: ListingColumns;
  /** The first cards load eagerly: on a phone the first row is the page's largest paint. */
  priorityCount?: number;
  className?: string;
  label?: string;
}) {
  return (
    <ul role="list" className={gridClass(columns, className)} aria-label={label}>
      {cards.map((card, i) => (
        <li key={card.id}>
          <ProductCard product={card} sizes={SIZES[columns]} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

/** `count` card placeholders in the same grid, announced once as loading. */
export function ListingSkeleton({ count, columns, className }: { count: number; columns: ListingColumns; className?: string }) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">Loading products…</span>
      <ul role="list" className={gridClass(columns)} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <ProductSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
