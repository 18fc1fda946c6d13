import { envelopeMsg } from "@/lib/api/client";
import { adminJson } from "@/lib/api/admin/client";
import type { SilverRateEntry, SilverRatePreview } from "@/lib/types/silver-rate";

// /admin/silver-rate's calls: GET and POST /api/admin/silver-rate. Each throws ApiError with the server's msg.

export const SILVER_RATE_API = "/api/admin/silver-rate";
export const SILVER_RATE_KEY = ["admin", "silver-rate"] as const;

export type { SilverRateEntry, SilverRatePreview };

export interface SilverRates {
  current: SilverRateEntry | null;
  /** The last 30, newest first. */
  history: SilverRateEntry[];
}

export async function fetchSilverRates(signal?: AbortSignal): Promise<SilverRates> {
  const envelope = await adminJson(SILVER_RATE_API, { signal });
  return { current: (envelope.current as SilverRateEntry | null) ?? null, history: (envelope.history as SilverRateEntry[] | undefined) ?? [] };
}


export async function previewSilverRate(rate: string): Promise<SilverRatePreview> {
  const envelope = await adminJson(`${SILVER_RATE_API}/preview`, { method: "POST", body: { rate } });
  return envelope.preview as SilverRatePreview;
}

/**
 * Sets today's rate (rupees per gram, as typed; confirmLargeChange for a change of more than 10 %);
 * resolves with the server's msg (how many pieces were repriced, or that the rate was already today's).
 */
export async function saveSilverRate(rate: string, confirmLargeChange = false): Promise<{ rate: SilverRateEntry; msg: string }> {
  const envelope = await adminJson(SILVER_RATE_API, { method: "POST", body: { rate, ...(confirmLargeChange && { confirmLargeChange: true }) } });
  return { rate: envelope.rate as SilverRateEntry, msg: envelopeMsg(envelope) };
}
