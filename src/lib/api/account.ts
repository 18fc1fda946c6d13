import { ApiError, type ApiMethod, callApi } from "@/lib/api/client";

// The browser's side of the accounts API, on the shop's one fetch wrapper (src/lib/api/client.ts):
// an answer the forms can show, the server's msg, or `network` when the request never got an
// answer (the spec's 'Client side error:').

export type AccountAnswer =
  | { ok: true; msg: string; body: Record<string, unknown> }
  | { ok: false; httpStatus: number; msg: string; network: boolean };

/**
 * Sends to one of our endpoints (same origin, so the session cookie goes along) and answers in a shape a
 * form can show: the account forms, and the contact, review and back-in-stock forms (src/lib/api/contact.ts,
 * reviews.ts, stock-alerts.ts). A FormData body goes as multipart.
 */
export async function callAccountApi(path: string, init: { method?: ApiMethod; body?: unknown } = {}): Promise<AccountAnswer> {
  try {
    const body = await callApi(path, init);
    return { ok: true, msg: typeof body.msg === "string" ? body.msg : "", body };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A proxy's HTML error page or an empty body has no msg of ours: the forms show a general one.
    return { ok: false, httpStatus: error.httpStatus, msg: error.msg, network: error.httpStatus === 0 };
  }
}

export const ACCOUNT_API = {
  login: "/api/user/login-user",
  register: "/api/user/register-user",
  logout: "/api/user/logout",
  me: "/api/user/me",
  profile: "/api/user/profile",
  changePassword: "/api/user/change-password",
  forgotPassword: "/api/user/forgot-password",
  resetPassword: "/api/user/reset-password",
} as const;
