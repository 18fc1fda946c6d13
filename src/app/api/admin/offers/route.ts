import { connection } from "next/server";
import { OFFER_ADMIN_MSG } from "@/lib/messages/offers-admin";
import { createOffer } from "@/server/admin/offers/create-offer";
import { listOffers } from "@/server/admin/offers/list-offers";
import { parseOffer } from "@/server/admin/offers/parse-offer";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// The owner's offers (issue 44).

// GET /api/admin/offers → { offers: [{ _id, name, code, kind, percentBps, amountPaise, scope, ..., status,
// uses, discountGivenPaise, revenuePaise }] }: newest first, read fresh.
export const GET = route({ auth: "admin", permission: "offers" }, async () => {
  await connection();
  return ok({ offers: await listOffers() }, OFFER_ADMIN_MSG.listed, { headers: { "Cache-Control": "no-store" } });
});

// POST /api/admin/offers, the form (src/lib/schemas/offers.ts) → 201 { offer }; 400 in the form's words,
// 409 when the code is another offer's (in any case).
export const POST = route({ auth: "admin", permission: "offers" }, async (request, _context, { admin }) => {
  const offer = await createOffer({ admin, input: parseOffer(await readJsonBody(request, { maxBytes: 64 * 1024 })) });
  return ok({ offer }, OFFER_ADMIN_MSG.created(offer.name), { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
