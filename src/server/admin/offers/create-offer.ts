import "server-only";
import type { AdminOfferJSON, OfferInput } from "@/lib/schemas/offers";
import { OFFER_ADMIN_MSG as M } from "@/lib/messages/offers-admin";
import { recordAudit } from "@/server/admin/audit";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";
import { conflict, isUniqueViolation } from "@/server/errors";
import { type Actor, adminOfferJSON, assertCodeFree, assertScopeExists, offerAuditView, offerData, readOffer, writeScope } from "./offer-record";

/** POST /api/admin/offers: a new offer with its scope rows, audited; 409 when its code is taken. */
export async function createOffer({ admin, input }: { admin: Actor; input: OfferInput }): Promise<AdminOfferJSON> {
  let row;
  try {
    row = await db.$transaction(async (tx) => {
      await assertCodeFree(tx, input.code, null);
      await assertScopeExists(tx, input);
      const { id } = await tx.offer.create({ data: offerData(input), select: { id: true } });
      await writeScope(tx, id, input);
      const created = await readOffer(tx, id);
      const view = offerAuditView(created);
      await recordAudit(tx, admin, {
        entity: "offer",
        entityId: id,
        action: "create",
        summary: `Created offer "${created.name}"${created.code ? ` (code ${created.code})` : " (automatic)"}`,
        changes: Object.fromEntries(Object.entries(view).map(([key, value]): [string, [unknown, unknown]] => [key, [null, value]])),
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.codeTaken);
    throw error;
  }
  refreshStorefront({ offers: true });
  return adminOfferJSON(row, undefined, new Date());
}
