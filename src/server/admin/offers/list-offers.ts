import "server-only";
import type { AdminOfferJSON } from "@/lib/schemas/offers";
import { db } from "@/server/db";
import { adminOfferJSON, adminOfferSelect, offerFigures } from "./offer-record";

/** The most offers the list shows (newest first): a shop makes a few a season. */
export const OFFER_LIST_MAX = 500;

/** GET /api/admin/offers: every offer, newest first, with its figures at `now`. */
export async function listOffers(now = new Date()): Promise<AdminOfferJSON[]> {
  const rows = await db.offer.findMany({ select: adminOfferSelect, orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: OFFER_LIST_MAX });
  const figures = await offerFigures(db, rows.map((row) => row.id), now);
  return rows.map((row) => adminOfferJSON(row, figures.get(row.id), now));
}
