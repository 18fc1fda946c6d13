import { formatRupees } from "@/lib/format";
import { OFFER_ADMIN_MSG as M } from "@/lib/messages/offers-admin";
import { type AdminOfferJSON, formatIst } from "@/lib/schemas/offers";

// How /admin/offers shows an offer's parts.

export const offerGives = (offer: AdminOfferJSON) => M.gives(offer.kind, offer.percentBps, offer.amountPaise);

export const offerWindow = (offer: AdminOfferJSON) => `${formatIst(offer.startsAt)} → ${offer.endsAt ? formatIst(offer.endsAt) : M.noEnd}`;

export const offerUses = (offer: AdminOfferJSON) => `${offer.uses} / ${offer.totalLimit ?? M.noLimit}`;

export { formatRupees };
