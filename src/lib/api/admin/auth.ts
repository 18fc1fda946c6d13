import { callApi } from "@/lib/api/client";
import type { AdminLoginRequest, AdminResetRequest } from "@/lib/schemas/admin-auth";

// The back office's sign-in calls from the browser (back office §2, issue 43): login and its second
// step, the secret-key password reset, step-up and logout. Through callApi, not adminJson: a 401
// here is a refusal to show, not a session to go and renew. Each throws ApiError with the server's msg.

export const ADMIN_AUTH_API = {
  login: "/api/admin/login",
  secondFactor: "/api/admin/login/second-factor",
  resetPassword: "/api/admin/reset-password",
  stepUp: "/api/admin/step-up",
  logout: "/api/admin/logout",
} as const;

/** The body of the sign-in's second step and of step-up: a code from the app, or a recovery code. */
export type SecondFactorBody = { code: string } | { recoveryCode: string };

/**
 * POST /api/admin/login → what comes next: "signed-in" (the session started), "code" (the second
 * step asks for the app's code or a recovery code) or "passkey" (an account with passkeys only).
 */
export async function adminLogin(request: AdminLoginRequest): Promise<"signed-in" | "code" | "passkey"> {
  const answer = await callApi(ADMIN_AUTH_API.login, { method: "POST", body: request });
  if (answer.secondFactorRequired !== true) return "signed-in";
  return answer.authenticatorApp === false ? "passkey" : "code";
}

/** POST /api/admin/login/second-factor: the second step; the session starts when it resolves. */
export async function sendLoginSecondFactor(body: SecondFactorBody): Promise<void> {
  await callApi(ADMIN_AUTH_API.secondFactor, { method: "POST", body });
}

/** PUT /api/admin/reset-password → the server's msg (null when it gave none). */
export async function resetAdminPassword(request: AdminResetRequest): Promise<string | null> {
  const answer = await callApi(ADMIN_AUTH_API.resetPassword, { method: "PUT", body: request });
  return typeof answer.msg === "string" ? answer.msg : null;
}

/** POST /api/admin/step-up: the second factor again, for the call that asked for it. */
export async function confirmStepUp(body: SecondFactorBody): Promise<void> {
  await callApi(ADMIN_AUTH_API.stepUp, { method: "POST", body });
}

/** POST /api/admin/logout: the server ends the session and clears the cookie. */
export async function adminLogout(): Promise<void> {
  await callApi(ADMIN_AUTH_API.logout, { method: "POST" });
}
