import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { SizeSetKind } from "@/lib/types/catalogue";
import { TAG } from "@/server/cache-tags";
import { db } from "@/server/db";

/** A size as the size guide shows it (issue 42): its measurements, null where the kind has none. */
export interface GuideSize {
  id: string;
  label: string;
  innerDiameterMm: number | null;
  circumferenceMm: number | null;
  lengthInches: number | null;
}

export interface GuideSizeSet {
  id: string;
  name: string;
  kind: SizeSetKind;
  sizes: GuideSize[];
}

const num = (value: { toString(): string } | null): number | null => (value === null ? null : Number(value.toString()));

/** Every size set with its sizes in order, for the size guide. Cached with the catalogue. */
export async function listSizeSets(): Promise<GuideSizeSet[]> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(TAG.products);
  const sets = await db.sizeSet.findMany({
    orderBy: { name: "asc" },
    select: {
      id: true,
      name: true,
      kind: true,
      sizes: { orderBy: { position: "asc" }, select: { id: true, label: true, innerDiameterMm: true, circumferenceMm: true, lengthInches: true } },
    },
  });
  return sets.map((set) => ({
    ...set,
    sizes: set.sizes.map((s) => ({
      id: s.id,
      label: s.label,
      innerDiameterMm: num(s.innerDiameterMm),
      circumferenceMm: num(s.circumferenceMm),
      lengthInches: num(s.lengthInches),
    })),
  }));
}
