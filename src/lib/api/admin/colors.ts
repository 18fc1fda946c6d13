import { envelopeMsg } from "@/lib/api/client";
import { adminJson } from "@/lib/api/admin/client";
import type { ColorName } from "@/lib/constants";
import type { ColorJSON } from "@/lib/types/catalogue-json";

// The colour page's calls (back office §7 and our list GET /api/admin/colors). Each throws
// ApiError: the server's msg, or "" with httpStatus 0 when no answer came (a network failure).

export const COLORS_API = {
  list: "/api/admin/colors",
  create: "/api/color/create",
  update: (id: string) => `/api/color/update/${encodeURIComponent(id)}`,
  status: (id: string, active: boolean) => `/api/color/change-status/${encodeURIComponent(id)}/${active}`,
  remove: (id: string) => `/api/color/delete/${encodeURIComponent(id)}`,
} as const;

export const COLORS_KEY = ["admin", "colors"] as const;


export async function fetchAdminColors(signal?: AbortSignal): Promise<ColorJSON[]> {
  const envelope = await adminJson(COLORS_API.list, { signal });
  return Array.isArray(envelope.colors) ? (envelope.colors as ColorJSON[]) : [];
}

export async function createColor(name: ColorName): Promise<string> {
  return envelopeMsg(await adminJson(COLORS_API.create, { method: "POST", body: { name } }));
}

/** The name stays the colour's own (§5); the status is what 'Edit Status' changes. */
export async function updateColor(id: string, name: string, status: boolean): Promise<string> {
  return envelopeMsg(await adminJson(COLORS_API.update(id), { method: "PUT", body: { name, status } }));
}

export async function changeColorStatus(id: string, active: boolean): Promise<string> {
  return envelopeMsg(await adminJson(COLORS_API.status(id, active), { method: "PATCH" }));
}

export async function deleteColor(id: string): Promise<string> {
  return envelopeMsg(await adminJson(COLORS_API.remove(id), { method: "DELETE" }));
}
