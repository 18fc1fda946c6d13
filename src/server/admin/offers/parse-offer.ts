import "server-only";
import { OFFER_ADMIN_MSG as M } from "@/lib/messages/offers-admin";
import { type OfferInput, ZOfferInput, ZOfferPause } from "@/lib/schemas/offers";
import { badRequest } from "@/server/errors";

/** The offer form's body through its schema; the first problem is a 400 in the form's words. */
export function parseOffer(body: unknown): OfferInput {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest(M.badBody);
  const parsed = ZOfferInput.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? M.badBody);
  return parsed.data;
}

/** PATCH's body: `{ paused }` alone pauses or resumes; anything else is the whole form. */
export function parseOfferPatch(body: unknown): { pause: boolean } | { input: OfferInput } {
  if (typeof body === "object" && body !== null && !Array.isArray(body) && Object.keys(body).length === 1 && "paused" in body) {
    const parsed = ZOfferPause.safeParse(body);
    if (!parsed.success) throw badRequest(M.paused);
    return { pause: parsed.data.paused };
  }
  return { input: parseOffer(body) };
}
