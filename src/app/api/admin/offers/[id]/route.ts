import { connection } from "next/server";
import { OFFER_ADMIN_MSG } from "@/lib/messages/offers-admin";
import { ZOfferIdParams } from "@/lib/schemas/offers";
import { deleteOffer } from "@/server/admin/offers/delete-offer";
import { getOffer } from "@/server/admin/offers/get-offer";
import { parseOfferPatch } from "@/server/admin/offers/parse-offer";
import { pauseOffer, updateOffer } from "@/server/admin/offers/update-offer";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { parseParams, route } from "@/server/http/route";

// One offer (issue 44).

// GET /api/admin/offers/{id} → { offer, uses: [{ _id, orderId, orderNumber, shopper, state, discountPaise, createdAt }] }.
export const GET = route({ auth: "admin", permission: "offers" }, async (_request, context) => {
  await connection();
  const { id } = await parseParams(context, ZOfferIdParams);
  return ok(await getOffer(id), OFFER_ADMIN_MSG.fetched, { headers: { "Cache-Control": "no-store" } });
});

// PATCH /api/admin/offers/{id}: { paused } alone pauses or resumes; otherwise the whole form → { offer }.
// Placed orders keep what they got (their OrderOffer snapshot).
export const PATCH = route({ auth: "admin", permission: "offers" }, async (request, context, { admin }) => {
  const { id } = await parseParams(context, ZOfferIdParams);
  const patch = parseOfferPatch(await readJsonBody(request, { maxBytes: 64 * 1024 }));
  if ("pause" in patch) {
    const offer = await pauseOffer({ admin, id, paused: patch.pause });
    return ok({ offer }, offer.paused ? OFFER_ADMIN_MSG.pausedNow(offer.name) : OFFER_ADMIN_MSG.resumedNow(offer.name), { headers: { "Cache-Control": "no-store" } });
  }
  const offer = await updateOffer({ admin, id, input: patch.input });
  return ok({ offer }, OFFER_ADMIN_MSG.updated(offer.name), { headers: { "Cache-Control": "no-store" } });
});

// DELETE /api/admin/offers/{id} → {}; 409 "This offer has been used: pause it instead".
export const DELETE = route({ auth: "admin", permission: "offers" }, async (_request, context, { admin }) => {
  const { id } = await parseParams(context, ZOfferIdParams);
  const { name } = await deleteOffer({ admin, id });
  return ok({}, OFFER_ADMIN_MSG.deleted(name), { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, OPTIONS } = otherMethods({ GET, PATCH, DELETE });
