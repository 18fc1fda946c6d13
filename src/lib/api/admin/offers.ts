import { adminJson } from "@/lib/api/admin/client";
import { envelopeMsg } from "@/lib/api/client";
import type { AdminOfferJSON, AdminOfferUseJSON, OfferFormBody } from "@/lib/schemas/offers";

// /admin/offers' calls to /api/admin/offers. Each throws ApiError with the server's msg.

const API = "/api/admin/offers";
export const OFFERS_KEY = ["admin", "offers"] as const;
export const offerKey = (id: string) => [...OFFERS_KEY, "one", id] as const;

const one = (id: string) => `${API}/${encodeURIComponent(id)}`;

export async function fetchOffers(signal?: AbortSignal): Promise<AdminOfferJSON[]> {
  return (await adminJson(API, { signal })).offers as AdminOfferJSON[];
}

export async function fetchOffer(id: string, signal?: AbortSignal): Promise<{ offer: AdminOfferJSON; uses: AdminOfferUseJSON[] }> {
  const envelope = await adminJson(one(id), { signal });
  return { offer: envelope.offer as AdminOfferJSON, uses: envelope.uses as AdminOfferUseJSON[] };
}

export async function saveOffer(id: string | null, body: OfferFormBody): Promise<{ offer: AdminOfferJSON; msg: string }> {
  const envelope = await adminJson(id ? one(id) : API, { method: id ? "PATCH" : "POST", body });
  return { offer: envelope.offer as AdminOfferJSON, msg: envelopeMsg(envelope) };
}

export async function setOfferPaused(id: string, paused: boolean): Promise<string> {
  return envelopeMsg(await adminJson(one(id), { method: "PATCH", body: { paused } }));
}

export async function deleteOffer(id: string): Promise<string> {
  return envelopeMsg(await adminJson(one(id), { method: "DELETE" }));
}
