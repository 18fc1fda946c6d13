import "server-only";
import type { AdminOfferJSON, AdminOfferUseJSON } from "@/lib/schemas/offers";
import { db } from "@/server/db";
import { adminOfferJSON, offerFigures, readOffer } from "./offer-record";

/** The most uses the offer's page lists (newest first). */
export const OFFER_USES_MAX = 200;

/** GET /api/admin/offers/{id}: the offer, its figures and its latest uses; 404 when gone. */
export async function getOffer(id: string, now = new Date()): Promise<{ offer: AdminOfferJSON; uses: AdminOfferUseJSON[] }> {
  const row = await readOffer(db, id);
  const figures = await offerFigures(db, [id], now);
  const uses = await db.offerUse.findMany({
    where: { offerId: id },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: OFFER_USES_MAX,
    select: { id: true, state: true, heldUntil: true, discountPaise: true, createdAt: true, order: { select: { id: true, orderNumber: true, customerName: true, customerEmail: true } } },
  });
  return {
    offer: adminOfferJSON(row, figures.get(id), now),
    uses: uses.map((use) => ({
      _id: use.id,
      orderId: use.order.id,
      orderNumber: use.order.orderNumber,
      shopper: `${use.order.customerName} <${use.order.customerEmail}>`,
      // A hold past its time no longer counts: shown as released.
      state: use.state === "held" && use.heldUntil !== null && use.heldUntil.getTime() <= now.getTime() ? "released" : use.state,
      discountPaise: use.discountPaise,
      createdAt: use.createdAt.toISOString(),
    })),
  };
}
