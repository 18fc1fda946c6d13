import "server-only";
import type { ReviewablePieceJSON } from "@/lib/reviews/types";
import { db } from "@/server/db";
import { myReviewJSON, myReviewSelect } from "./review-json";

/** Enough for any customer's history; the newest deliveries first. */
const MAX_PIECES = 100;

/**
 * The pieces a customer may review: every product of their delivered orders (once, from the latest
 * delivery), with the review they wrote of it, if any. Only the session's own orders are read.
 */
export async function listReviewablePieces(customerId: string): Promise<ReviewablePieceJSON[]> {
  const orders = await db.order.findMany({
    where: { customerId, status: "delivered" },
    orderBy: [{ deliveredAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }],
    take: 200,
    select: {
      orderNumber: true,
      deliveredAt: true,
      lines: {
        where: { productId: { not: null } },
        select: { productId: true, productName: true, productCode: true, product: { select: { name: true, code: true, images: { select: { url: true }, orderBy: { position: "asc" }, take: 1 } } } },
      },
    },
  });

  const pieces = new Map<string, Omit<ReviewablePieceJSON, "review">>();
  for (const order of orders) {
    for (const line of order.lines) {
      if (!line.productId || pieces.has(line.productId)) continue;
      pieces.set(line.productId, {
        productId: line.productId,
        productName: line.product?.name ?? line.productName,
        productCode: line.product?.code ?? line.productCode,
        imageUrl: line.product?.images[0]?.url ?? null,
        orderNumber: order.orderNumber,
        deliveredAt: order.deliveredAt?.toISOString() ?? null,
      });
    }
  }
  const list = [...pieces.values()].slice(0, MAX_PIECES);
  const reviews = await db.review.findMany({ where: { customerId, productId: { in: list.map((piece) => piece.productId) } }, select: { ...myReviewSelect, productId: true } });
  const byProduct = new Map(reviews.map((review) => [review.productId, review]));
  return list.map((piece) => {
    const review = byProduct.get(piece.productId);
    return { ...piece, review: review ? myReviewJSON(review) : null };
  });
}
