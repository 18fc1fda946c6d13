import { envelopeMsg } from "@/lib/api/client";
import { ApiError, adminJson, adminLoginHref } from "@/lib/api/admin/client";
import type { AdminDeliverySettings, AdminDeliveryZone, AdminPinRule, PinCsvLineError, PinRuleCounts } from "@/lib/admin/delivery-json";

// /admin/delivery's calls: /api/admin/delivery/settings, /zones, /pins and /pins/import. Each throws
// ApiError with the server's msg; a refused PIN list throws PinImportError with its lines' problems.

const API = "/api/admin/delivery";
export const DELIVERY_KEY = ["admin", "delivery"] as const;
export const SETTINGS_KEY = [...DELIVERY_KEY, "settings"] as const;
export const ZONES_KEY = [...DELIVERY_KEY, "zones"] as const;
export const PINS_KEY = [...DELIVERY_KEY, "pins"] as const;


export async function fetchDeliverySettings(signal?: AbortSignal): Promise<AdminDeliverySettings> {
  return (await adminJson(`${API}/settings`, { signal })).settings as AdminDeliverySettings;
}

/** The form's fields as typed (amounts in rupees). */
export interface DeliverySettingsForm {
  dispatchDaysMin: string;
  dispatchDaysMax: string;
  codEnabled: boolean;
  codFee: string;
  codLimit: string;
  codOpenOrdersLimit: string;
}

export async function saveDeliverySettings(form: DeliverySettingsForm): Promise<{ settings: AdminDeliverySettings; msg: string }> {
  const envelope = await adminJson(`${API}/settings`, { method: "PUT", body: form });
  return { settings: envelope.settings as AdminDeliverySettings, msg: envelopeMsg(envelope) };
}

export async function fetchZones(signal?: AbortSignal): Promise<AdminDeliveryZone[]> {
  return (await adminJson(`${API}/zones`, { signal })).zones as AdminDeliveryZone[];
}

export interface ZoneForm {
  name: string;
  transitDaysMin: string;
  transitDaysMax: string;
  codAvailable: boolean;
}

export async function saveZone(id: string | null, form: ZoneForm): Promise<string> {
  const envelope = await adminJson(id ? `${API}/zones/${encodeURIComponent(id)}` : `${API}/zones`, { method: id ? "PATCH" : "POST", body: form });
  return envelopeMsg(envelope);
}

export async function deleteZone(id: string): Promise<string> {
  return envelopeMsg(await adminJson(`${API}/zones/${encodeURIComponent(id)}`, { method: "DELETE" }));
}

export interface PinRulePage {
  pins: AdminPinRule[];
  total: number;
  page: number;
  pages: number;
  counts: PinRuleCounts;
}

export async function fetchPinRules({ q, zone, page }: { q: string; zone: string; page: number }, signal?: AbortSignal): Promise<PinRulePage> {
  const params = new URLSearchParams({ page: String(page) });
  if (q) params.set("q", q);
  if (zone) params.set("zone", zone);
  return (await adminJson(`${API}/pins?${params.toString()}`, { signal })) as unknown as PinRulePage;
}

export async function addPinRule(prefix: string, zoneId: string): Promise<string> {
  return envelopeMsg(await adminJson(`${API}/pins`, { method: "POST", body: { prefix, zoneId } }));
}

export async function deletePinRule(id: string): Promise<string> {
  return envelopeMsg(await adminJson(`${API}/pins/${encodeURIComponent(id)}`, { method: "DELETE" }));
}

/** A refused PIN list: the server's msg, and the first lines' problems with how many there are in all. */
export class PinImportError extends ApiError {
  constructor(
    msg: string,
    httpStatus: number,
    readonly lineErrors: PinCsvLineError[],
    readonly errorCount: number,
  ) {
    super(msg, httpStatus);
  }
}

/** Uploads a PIN list (the file as chosen); resolves with the server's msg (how many were imported). */
export async function importPinList(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file);
  let response: Response;
  try {
    response = await fetch(`${API}/pins/import`, { method: "POST", body: form, credentials: "same-origin", cache: "no-store", headers: { Accept: "application/json" } });
  } catch {
    throw new ApiError("", 0);
  }
  const body: unknown = await response.json().catch(() => null);
  const envelope = typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  if (response.ok && envelope.status === 1) return envelopeMsg(envelope);
  if (response.status === 401) window.location.assign(adminLoginHref(window.location.pathname));
  const lineErrors = Array.isArray(envelope.lineErrors) ? (envelope.lineErrors as PinCsvLineError[]) : [];
  throw new PinImportError(envelopeMsg(envelope), response.status, lineErrors, typeof envelope.errorCount === "number" ? envelope.errorCount : lineErrors.length);
}
