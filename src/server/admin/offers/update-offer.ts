import "server-only";
import type { AdminOfferJSON, OfferInput } from "@/lib/schemas/offers";
import { OFFER_ADMIN_MSG as M } from "@/lib/messages/offers-admin";
import { type AuditChanges, recordAudit } from "@/server/admin/audit";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";
import { conflict, isUniqueViolation } from "@/server/errors";
import {
  type Actor,
  adminOfferJSON,
  assertCodeFree,
  assertScopeExists,
  lockOffer,
  offerAuditView,
  offerData,
  offerFigures,
  readOffer,
  writeScope,
} from "./offer-record";

function diff(before: Record<string, unknown>, after: Record<string, unknown>): AuditChanges {
  const changes: AuditChanges = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) changes[key] = [before[key] ?? null, value];
  }
  return changes;
}

/**
 * PATCH /api/admin/offers/{id} with the whole form: the offer and its scope rows are rewritten
 * under the offer's row lock (a claim of a use waits). Placed orders keep their OrderOffer snapshot
 * and their lines' discounts: nothing of theirs is touched.
 */
export async function updateOffer({ admin, id, input }: { admin: Actor; id: string; input: OfferInput }): Promise<AdminOfferJSON> {
  let row;
  try {
    row = await db.$transaction(async (tx) => {
      await lockOffer(tx, id);
      const before = offerAuditView(await readOffer(tx, id));
      await assertCodeFree(tx, input.code, id);
      await assertScopeExists(tx, input);
      await tx.offer.update({ where: { id }, data: offerData(input), select: { id: true } });
      await writeScope(tx, id, input);
      const updated = await readOffer(tx, id);
      await recordAudit(tx, admin, { entity: "offer", entityId: id, action: "update", summary: `Updated offer "${updated.name}"`, changes: diff(before, offerAuditView(updated)) });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.codeTaken);
    throw error;
  }
  refreshStorefront({ offers: true });
  const now = new Date();
  return adminOfferJSON(row, (await offerFigures(db, [id], now)).get(id), now);
}

/** PATCH /api/admin/offers/{id} { paused }: pause or resume, audited. */
export async function pauseOffer({ admin, id, paused }: { admin: Actor; id: string; paused: boolean }): Promise<AdminOfferJSON> {
  const row = await db.$transaction(async (tx) => {
    await lockOffer(tx, id);
    const before = await readOffer(tx, id);
    if (before.paused === paused) return before;
    await tx.offer.update({ where: { id }, data: { paused }, select: { id: true } });
    await recordAudit(tx, admin, {
      entity: "offer",
      entityId: id,
      action: "status",
      summary: `${paused ? "Paused" : "Resumed"} offer "${before.name}"`,
      changes: { paused: [before.paused, paused] },
    });
    return readOffer(tx, id);
  });
  refreshStorefront({ offers: true });
  const now = new Date();
  return adminOfferJSON(row, (await offerFigures(db, [id], now)).get(id), now);
}
