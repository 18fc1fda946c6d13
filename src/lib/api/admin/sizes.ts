import { envelopeMsg } from "@/lib/api/client";
import { adminJson } from "@/lib/api/admin/client";
import type { AdminSizeSetJSON } from "@/lib/admin/size-json-types";
import type { SizeSetKind } from "@/lib/types/catalogue";

// The sizes page's calls (issue 42: GET/POST /api/admin/sizes, POST /api/admin/sizes/{setId},
// PATCH and DELETE /api/admin/sizes/{setId}/{sizeId}). Each throws ApiError with the server's msg.

export const SIZES_API = {
  sets: "/api/admin/sizes",
  set: (setId: string) => `/api/admin/sizes/${encodeURIComponent(setId)}`,
  size: (setId: string, sizeId: string) => `/api/admin/sizes/${encodeURIComponent(setId)}/${encodeURIComponent(sizeId)}`,
} as const;

export const SIZES_KEY = ["admin", "sizes"] as const;

/** What the size dialog sends: the label, its place, and the measurements as typed ("" for none). */
export interface SizeBody {
  label: string;
  position: string;
  innerDiameterMm: string;
  circumferenceMm: string;
  lengthInches: string;
}


export async function fetchSizeSets(signal?: AbortSignal): Promise<AdminSizeSetJSON[]> {
  const envelope = await adminJson(SIZES_API.sets, { signal });
  return Array.isArray(envelope.sets) ? (envelope.sets as AdminSizeSetJSON[]) : [];
}

export async function createSizeSet(name: string, kind: SizeSetKind): Promise<string> {
  return envelopeMsg(await adminJson(SIZES_API.sets, { method: "POST", body: { name, kind } }));
}

export async function createSize(setId: string, body: SizeBody): Promise<string> {
  return envelopeMsg(await adminJson(SIZES_API.set(setId), { method: "POST", body }));
}

export async function updateSize(setId: string, sizeId: string, body: SizeBody): Promise<string> {
  return envelopeMsg(await adminJson(SIZES_API.size(setId, sizeId), { method: "PATCH", body }));
}

export async function deleteSize(setId: string, sizeId: string): Promise<string> {
  return envelopeMsg(await adminJson(SIZES_API.size(setId, sizeId), { method: "DELETE" }));
}
