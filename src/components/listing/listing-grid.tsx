import type { ProductCardData } from "@/components/product/card-data";
import { ProductCard } from "@/components/product/product-card";
import { ProductSkeleton } from "@/components/product/product-skeleton";
import cardStyles from "@/components/product/product-card.module.css";
import styles from "./listing.module.css";

/** "sidebar": 3 columns beside the categories (/shop/product); "full": 4 on desktops (flag listings). */
export type ListingColumns = "sidebar" | "full";

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
          <ProductCard product={card} layout={columns === "sidebar" ? "sidebar" : "grid"} priority={i < priorityCount} />
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
