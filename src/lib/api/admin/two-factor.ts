// The back office's calls for the signed-in admin's authenticator app (issue 43 §2).
import { adminJson } from "@/lib/api/admin/client";

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  passkeys: number;
  required: boolean;
}

export interface TwoFactorSetup {
  uri: string;
  qrSvg: string;
  key: string;
}

export async function fetchTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return (await adminJson("/api/admin/two-factor", { signal })).twoFactor as TwoFactorStatus;
}

export async function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return (await adminJson("/api/admin/two-factor/setup", { method: "POST", body: {} })).setup as TwoFactorSetup;
}

/** Turns the app on; resolves with the ten recovery codes (shown once). */
export async function confirmTwoFactor(code: string): Promise<string[]> {
  return (await adminJson("/api/admin/two-factor/confirm", { method: "POST", body: { code } })).recoveryCodes as string[];
}

export async function regenerateRecoveryCodes(): Promise<string[]> {
  return (await adminJson("/api/admin/two-factor/recovery-codes", { method: "POST", body: {} })).recoveryCodes as string[];
}

export async function turnOffTwoFactor(): Promise<TwoFactorStatus> {
  return (await adminJson("/api/admin/two-factor", { method: "DELETE" })).twoFactor as TwoFactorStatus;
}
