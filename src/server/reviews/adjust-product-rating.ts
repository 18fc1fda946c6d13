import "server-only";
import type { DbClient } from "@/server/orders/db-client";

/**
 * Adds (+1) or takes away (-1) one published review of `rating` stars from the product's count and
 * star sum, in the caller's transaction (with the review's row locked, so a review counts once).
 * The database's CHECK keeps the pair consistent (0 ≤ count, count ≤ sum ≤ 5 × count).
 */
export async function adjustProductRating(tx: DbClient, productId: string, rating: number, direction: 1 | -1): Promise<void> {
  await tx.product.update({
    where: { id: productId },
    data: { reviewCount: { increment: direction }, ratingSum: { increment: direction * rating } },
    select: { id: true },
  });
}

/** Locks one review row for the rest of the transaction and reads what the counts depend on. */
export async function lockReview(tx: DbClient, id: string): Promise<{ id: string; productId: string; status: "pending" | "published" | "hidden"; rating: number } | null> {
  const rows = await tx.$queryRaw<{ id: string; productId: string; status: "pending" | "published" | "hidden"; rating: number }[]>`
    SELECT "id", "productId", "status"::text AS "status", "rating" FROM "Review" WHERE "id" = ${id} FOR UPDATE`;
  return rows[0] ?? null;
}
