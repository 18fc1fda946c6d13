import { envelopeMsg } from "@/lib/api/client";
import { adminJson } from "@/lib/api/admin/client";
import type { AdminSettings, SettingsFields } from "@/lib/schemas/admin-settings";

// /admin/settings's calls: GET and PUT /api/admin/settings. Each throws ApiError with the server's msg.

export const SETTINGS_API = "/api/admin/settings";
export const SETTINGS_KEY = ["admin", "settings"] as const;

export async function fetchSettings(signal?: AbortSignal): Promise<AdminSettings> {
  return (await adminJson(SETTINGS_API, { signal })).settings as AdminSettings;
}

export async function saveSettings(fields: SettingsFields): Promise<{ settings: AdminSettings; msg: string }> {
  const envelope = await adminJson(SETTINGS_API, { method: "PUT", body: fields });
  return { settings: envelope.settings as AdminSettings, msg: envelopeMsg(envelope) };
}
