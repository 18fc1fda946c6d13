import { callApi, envelopeMsg } from "@/lib/api/client";
import type { DeviceSessionJSON } from "@/lib/json/device-session";

// "Where you're signed in" on /account: the browser's calls to /api/user/sessions. Each throws
// ApiError (401 once this session has ended, 404 for a session that is not the customer's or has
// ended, 0 without an answer).

export const SESSIONS_API = {
  list: "/api/user/sessions",
  one: (sessionId: string) => `/api/user/sessions/${encodeURIComponent(sessionId)}`,
  revokeAll: "/api/user/sessions/revoke-all",
} as const;

/** GET /api/user/sessions: the customer's live sessions, this device's first. */
export async function listMySessions(signal?: AbortSignal): Promise<DeviceSessionJSON[]> {
  const envelope = await callApi(SESSIONS_API.list, { signal });
  return Array.isArray(envelope.sessions) ? (envelope.sessions as DeviceSessionJSON[]) : [];
}

/** DELETE /api/user/sessions/{id}: "Sign out of this device" for another device. */
export async function signOutSession(sessionId: string): Promise<string> {
  const envelope = await callApi(SESSIONS_API.one(sessionId), { method: "DELETE" });
  return envelopeMsg(envelope);
}

/** POST /api/user/sessions/revoke-all: "Sign out everywhere", this device included. */
export async function signOutEverywhere(): Promise<string> {
  const envelope = await callApi(SESSIONS_API.revokeAll, { method: "POST", body: {} });
  return envelopeMsg(envelope);
}
