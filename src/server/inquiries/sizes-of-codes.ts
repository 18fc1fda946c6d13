import "server-only";
import { db } from "@/server/db";

/**
 * The sizes of the pieces sold by size among these codes (issue 42), in their set's order, by
 * code: the inquiry form offers a size select for each. Active pieces only; sold-out sizes too (a
 * shopper may ask when a size comes back). Nothing for codes of pieces without sizes.
 */
export async function sizesOfCodes(codes: readonly string[]): Promise<Record<string, string[]>> {
  if (codes.length === 0) return {};
  const rows = await db.product.findMany({
    where: { code: { in: [...codes] }, active: true, sizes: { some: {} } },
    select: { code: true, sizes: { select: { size: { select: { label: true } } }, orderBy: { size: { position: "asc" } } } },
  });
  return Object.fromEntries(rows.map((row) => [row.code, row.sizes.map(({ size }) => size.label)]));
}
