import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { ApiError, adminJson } from "@/lib/api/admin/client";
import { callApi } from "@/lib/api/client";
import type { PasskeyJSON } from "@/lib/schemas/admin-passkeys";

// The back office's passkey calls (issue 43 §2). Each ceremony asks the server for options, hands
// them to the browser (@simplewebauthn/browser, loaded only when a button is pressed, so no page
// carries it until then) and sends the answer back. Errors become one sentence: passkeyErrorText.

export const PASSKEY_API = {
  list: "/api/admin/passkeys",
  one: (id: string) => `/api/admin/passkeys/${encodeURIComponent(id)}`,
  registerOptions: "/api/admin/passkeys/register/options",
  register: "/api/admin/passkeys/register",
  signInOptions: "/api/admin/passkeys/sign-in/options",
  signIn: "/api/admin/passkeys/sign-in",
  stepUpOptions: "/api/admin/passkeys/step-up/options",
  stepUp: "/api/admin/passkeys/step-up",
} as const;

export type { PasskeyJSON };

/** Whether this browser has WebAuthn at all (no library needed to ask). */
export function browserHasWebAuthn(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function" && typeof navigator.credentials?.get === "function";
}

/** The query key of the signed-in admin's passkeys (the account section and the step-up button share it). */
export const PASSKEYS_KEY = ["admin", "passkeys"] as const;

export async function listPasskeys(signal?: AbortSignal): Promise<PasskeyJSON[]> {
  const { passkeys } = await adminJson(PASSKEY_API.list, { signal });
  return passkeys as PasskeyJSON[];
}

/** Creates a passkey on this device and stores it; resolves with it. */
export async function addPasskey(): Promise<PasskeyJSON> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  const { options } = await adminJson(PASSKEY_API.registerOptions, { method: "POST", body: {} });
  const response = await startRegistration({ optionsJSON: options as Parameters<typeof startRegistration>[0]["optionsJSON"] });
  const { passkey } = await adminJson(PASSKEY_API.register, { method: "POST", body: { response } });
  return passkey as PasskeyJSON;
}

export async function renamePasskey(id: string, name: string): Promise<PasskeyJSON> {
  const { passkey } = await adminJson(PASSKEY_API.one(id), { method: "PATCH", body: { name } });
  return passkey as PasskeyJSON;
}

export async function removePasskey(id: string): Promise<void> {
  await adminJson(PASSKEY_API.one(id), { method: "DELETE" });
}

/** Signs in with a passkey this browser holds for the shop (no e-mail asked). Not adminJson: a 401 here is an answer, not a lost session. */
export async function signInWithPasskey(): Promise<void> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const { options } = await callApi(PASSKEY_API.signInOptions, { method: "POST", body: {} });
  const response = await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]["optionsJSON"] });
  await callApi(PASSKEY_API.signIn, { method: "POST", body: { response } });
}

/** Confirms it is you with one of your passkeys (the step-up). */
export async function stepUpWithPasskey(): Promise<void> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const { options } = await adminJson(PASSKEY_API.stepUpOptions, { method: "POST", body: {} });
  const response = await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]["optionsJSON"] });
  await adminJson(PASSKEY_API.stepUp, { method: "POST", body: { response } });
}

/** One sentence for whatever a passkey ceremony threw: the server's msg, or the browser's refusal in words. */
export function passkeyErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.msg || STAFF_MSG.passkeyNetworkError;
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return STAFF_MSG.passkeyAlreadyAdded;
    if (error.name === "NotAllowedError" || error.name === "AbortError" || code === "ERROR_CEREMONY_ABORTED") return STAFF_MSG.passkeyCancelled;
    if (error.name === "NotSupportedError") return STAFF_MSG.passkeyUnsupported;
  }
  return STAFF_MSG.passkeyNotVerified;
}
