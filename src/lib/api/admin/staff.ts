import { adminJson } from "@/lib/api/admin/client";
import { callApi, envelopeMsg } from "@/lib/api/client";
import type { StaffRole } from "@/lib/admin/permissions";
import type { InviteAcceptRequest, StaffInviteRequest } from "@/lib/schemas/admin-staff";

// /admin/staff's calls (issue 43), the invitation's accept, and /admin/account's signed-in devices.
// Each throws ApiError with the server's msg. A change answered 403 with X-Step-Up: required is
// retried by the admin client once the second factor is given again (part C).

export const STAFF_API = "/api/admin/staff";
export const STAFF_KEY = ["admin", "staff"] as const;
export const ADMIN_SESSIONS_API = "/api/admin/sessions";
export const ADMIN_SESSIONS_KEY = ["admin", "sessions"] as const;

export interface StaffMemberJSON {
  _id: string;
  name: string;
  email: string;
  role: StaffRole;
  active: boolean;
  last_sign_in_at: string | null;
  second_factor: boolean;
}

export interface PendingInviteJSON {
  _id: string;
  email: string;
  name: string;
  role: StaffRole;
  sent_at: string;
  expires_at: string;
  expired: boolean;
}

export interface StaffSettingsJSON {
  two_factor_policy: "everyone" | "owners_managers";
  /** Whole rupees. */
  manager_refund_limit: number;
}

export interface StaffList {
  staff: StaffMemberJSON[];
  invites: PendingInviteJSON[];
  settings: StaffSettingsJSON;
  /** The signed-in member's id ("(you)"). */
  me: string;
}


export async function fetchStaff(signal?: AbortSignal): Promise<StaffList> {
  const envelope = await adminJson(STAFF_API, { signal });
  return { staff: envelope.staff as StaffMemberJSON[], invites: envelope.invites as PendingInviteJSON[], settings: envelope.settings as StaffSettingsJSON, me: envelope.me as string };
}

export async function inviteStaff(body: StaffInviteRequest): Promise<string> {
  return envelopeMsg(await adminJson(`${STAFF_API}/invites`, { method: "POST", body }));
}

export async function resendInvite(id: string): Promise<string> {
  return envelopeMsg(await adminJson(`${STAFF_API}/invites/${encodeURIComponent(id)}/resend`, { method: "POST" }));
}

export async function revokeInvite(id: string): Promise<string> {
  return envelopeMsg(await adminJson(`${STAFF_API}/invites/${encodeURIComponent(id)}`, { method: "DELETE" }));
}

export async function changeRole(id: string, role: StaffRole): Promise<string> {
  return envelopeMsg(await adminJson(`${STAFF_API}/${encodeURIComponent(id)}/role`, { method: "PATCH", body: { role } }));
}

export async function setActive(id: string, active: boolean): Promise<string> {
  return envelopeMsg(await adminJson(`${STAFF_API}/${encodeURIComponent(id)}/active`, { method: "PATCH", body: { active } }));
}

export async function saveStaffSettings(body: { twoFactorPolicy: string; managerRefundLimit: string }): Promise<string> {
  return envelopeMsg(await adminJson(`${STAFF_API}/settings`, { method: "PUT", body }));
}

/** The invitation's form (no session yet: callApi, not the admin client that sends a 401 to sign-in). */
export async function acceptInvite(body: InviteAcceptRequest): Promise<string> {
  return envelopeMsg(await callApi("/api/admin/invite/accept", { method: "POST", body }));
}

export interface AdminSessionJSON {
  _id: string;
  device: string;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

export async function fetchAdminSessions(signal?: AbortSignal): Promise<AdminSessionJSON[]> {
  return (await adminJson(ADMIN_SESSIONS_API, { signal })).sessions as AdminSessionJSON[];
}

export async function endAdminSession(id: string): Promise<string> {
  return envelopeMsg(await adminJson(`${ADMIN_SESSIONS_API}/${encodeURIComponent(id)}`, { method: "DELETE" }));
}

export async function endOtherAdminSessions(): Promise<string> {
  return envelopeMsg(await adminJson(`${ADMIN_SESSIONS_API}/revoke-others`, { method: "POST" }));
}
