import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { TAG } from "@/server/cache-tags";
import { db } from "@/server/db";

/** One choice of the listing's "Size" filter (issue 42): a label, and the sizes it stands for. */
export interface SizeFilterOption {
  /** The filter's value in the URL (`?size=12`): the size's label. */
  label: string;
  /** The set it is shown under ("Ring sizes (Indian)"). */
  setName: string;
  /** Every size with this label (sets rarely share a label; when they do, the filter takes both). */
  sizeIds: string[];
}

/**
 * The sizes the filter offers: those some active piece is offered in, grouped by set (by name) and
 * in each set's order. Cached with the catalogue (a piece's sizes change with TAG.products).
 */
export async function listSizeFilters(): Promise<SizeFilterOption[]> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(TAG.products);
  const sizes = await db.size.findMany({
    where: { offeredBy: { some: { product: { active: true } } } },
    select: { id: true, label: true, set: { select: { name: true } } },
    orderBy: [{ set: { name: "asc" } }, { position: "asc" }],
  });
  const byLabel = new Map<string, SizeFilterOption>();
  for (const size of sizes) {
    const seen = byLabel.get(size.label);
    if (seen) seen.sizeIds.push(size.id);
    else byLabel.set(size.label, { label: size.label, setName: size.set.name, sizeIds: [size.id] });
  }
  return [...byLabel.values()];
}
