import "server-only";
import { OFFER_ADMIN_MSG as M } from "@/lib/messages/offers-admin";
import { recordAudit } from "@/server/admin/audit";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";
import { conflict } from "@/server/errors";
import { type Actor, lockOffer, offerAuditView, readOffer } from "./offer-record";

/**
 * DELETE /api/admin/offers/{id}: only an offer no order has used (any use, even released: its
 * history stays); otherwise 409 "pause it instead". Under the offer's lock, so a claim cannot slip in.
 */
export async function deleteOffer({ admin, id }: { admin: Actor; id: string }): Promise<{ name: string }> {
  const name = await db.$transaction(async (tx) => {
    await lockOffer(tx, id);
    const before = await readOffer(tx, id);
    const used = (await tx.offerUse.count({ where: { offerId: id } })) + (await tx.orderOffer.count({ where: { offerId: id } }));
    if (used > 0) throw conflict(M.usedCannotDelete);
    await tx.offer.delete({ where: { id } });
    const view = offerAuditView(before);
    await recordAudit(tx, admin, {
      entity: "offer",
      entityId: id,
      action: "delete",
      summary: `Deleted offer "${before.name}"`,
      changes: Object.fromEntries(Object.entries(view).map(([key, value]): [string, [unknown, unknown]] => [key, [value, null]])),
    });
    return before.name;
  });
  refreshStorefront({ offers: true });
  return { name };
}
