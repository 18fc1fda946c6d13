import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { badRequest, forbidden } from "@/server/errors";
import { ok } from "@/server/http/envelope";
import { readJsonBody } from "@/server/http/read-json-body";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";
import { offerBoundaryBody } from "@/lib/schemas/offer-boundary";
import { readNextOfferChange, readOfferBoundaryBetween } from "@/server/offers/offer-boundaries";
import { OFFER_CLOCK_HEADER, isOfferClockToken } from "@/server/offers/offer-clock";

// The offer clock's call (issue 44; src/server/offers/offer-clock.ts): only this process's own clock,
// proven by its random token (403 for anyone else). When an automatic offer started or ended after the
// clock's last call, the offers tag is expired here, inside a request (revalidateTag needs one), and
// with REDIS_URL on every instance; the answer says up to when it read and the next boundary.
export const POST = route({ auth: "public" }, async (request) => {
  if (!isOfferClockToken(request.headers.get(OFFER_CLOCK_HEADER))) throw forbidden("Only the shop's own offer clock may call this.");
  const parsed = offerBoundaryBody.safeParse(await readJsonBody(request, { maxBytes: 1_000 }));
  if (!parsed.success) throw badRequest("checked_at: an ISO date-time is required");
  const now = new Date();
  const since = new Date(parsed.data.checked_at);
  const passed = since < now ? await readOfferBoundaryBetween(since, now) : null;
  if (passed !== null) refreshStorefront({ offers: true });
  const next = await readNextOfferChange(now);
  return ok({ expired: passed !== null, checked_at: now.toISOString(), next_change_at: next?.toISOString() ?? null });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
