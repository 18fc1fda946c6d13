// Pure helpers for a piece's sizes (issue 42), shared by the product page, Quick View and cards.
import { SIZE_MSG } from "@/lib/messages/sizes";
import type { ProductSizeOption, SizeSetKind } from "@/lib/types/catalogue";

/** "Sizes 8–16", "Lengths 16–20 in", "Size Adjustable"; null for a piece without sizes. */
export function sizeRangeText(kind: SizeSetKind | null | undefined, labels: readonly string[]): string | null {
  const first = labels[0];
  const last = labels[labels.length - 1];
  if (!kind || first === undefined || last === undefined) return null;
  if (kind === "free") return labels.length === 1 ? first : SIZE_MSG.sizes(first, last);
  if (kind === "length") {
    // "16 in"–"20 in" reads better as "16–20 in".
    const unit = / in$/;
    const both = unit.test(first) && unit.test(last);
    return first === last ? SIZE_MSG.lengths(first, last) : SIZE_MSG.lengths(both ? first.replace(unit, "") : first, last);
  }
  return SIZE_MSG.sizes(first, last);
}

/** The offered size with this label (as typed in `?size=`), or null. Case and spaces do not matter. */
export function sizeByLabel<T extends Pick<ProductSizeOption, "label">>(sizes: readonly T[], label: string | null | undefined): T | null {
  if (!label) return null;
  const wanted = label.trim().replace(/\s+/g, " ").toLowerCase();
  return sizes.find((s) => s.label.toLowerCase() === wanted) ?? null;
}

/** Whether the sizes cost different amounts (then the picker shows each size's price). */
export function sizePricesDiffer(sizes: readonly Pick<ProductSizeOption, "sellingPricePaise">[]): boolean {
  return sizes.some((s) => s.sellingPricePaise !== sizes[0]?.sellingPricePaise);
}
