// The back office's calls to its API, from the browser. JSON calls go through callApi (the one
// fetch wrapper of the envelope); forms with files go through XMLHttpRequest, the only browser API
// that reports upload progress. A 401 means the admin session ended (logout elsewhere, 8 hours idle,
// password reset, deactivated): the page goes to /adm-login and comes back after signing in.
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { ApiError, type ApiMethod, callApi, envelopeMsg } from "@/lib/api/client";

export { ApiError };

export const ADMIN_LOGIN_PATH = "/adm-login";

/** The login page that returns to `next` (a back-office path) after signing in. */
export function adminLoginHref(next?: string): string {
  return next && next.startsWith("/admin") ? `${ADMIN_LOGIN_PATH}?${new URLSearchParams({ next }).toString()}` : ADMIN_LOGIN_PATH;
}

/** Asks the staff member for their second factor again; true once given, false when cancelled. */
export type StepUpPrompt = () => Promise<boolean>;
let stepUpPrompt: StepUpPrompt | null = null;

/**
 * The back office's shell registers how to ask for the second factor again (its step-up dialog,
 * src/components/admin/shell/step-up-prompt.tsx); this module never imports a component.
 */
export function setStepUpPrompt(prompt: StepUpPrompt | null): void {
  stepUpPrompt = prompt;
}

/**
 * A refusal that asks for the second factor again: 403 with `X-Step-Up: required` and this msg. The
 * msg is what the browser checks, so the storefront's shared fetch wrapper (callApi) stays as it is.
 */
export function isStepUpRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 403 && error.msg === STAFF_MSG.stepUpRequired;
}

function sendToLogin(): void {
  if (typeof window === "undefined") return;
  window.location.assign(adminLoginHref(window.location.pathname + window.location.search));
}

/**
 * A JSON call to the admin API; resolves with the success envelope, throws ApiError otherwise.
 * When the server asks for the second factor again (403, X-Step-Up: required: refunds, payment
 * links, the silver rate, staff changes, the maintenance switch after 10 minutes), the step-up
 * dialog (registered with setStepUpPrompt) asks for a code or a passkey, then the call is sent once
 * more; cancelled, or with no dialog registered, the original refusal is thrown.
 */
export async function adminJson(path: string, init: { method?: ApiMethod; body?: unknown; signal?: AbortSignal } = {}): Promise<Record<string, unknown>> {
  try {
    return await callApi(path, init);
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 401) sendToLogin();
    if (!(isStepUpRefusal(error) && stepUpPrompt)) throw error;
    if (!(await stepUpPrompt())) throw error;
  }
  try {
    return await callApi(path, init);
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 401) sendToLogin();
    throw error;
  }
}

/**
 * Sends a multipart form (files and fields) with upload progress (0–100); resolves with the success
 * envelope, throws ApiError with the server's msg otherwise.
 */
export function adminUpload(
  path: string,
  { method = "POST", form, onProgress, signal }: { method?: "POST" | "PUT" | "PATCH"; form: FormData; onProgress?: (percent: number) => void; signal?: AbortSignal },
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.responseType = "text";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let envelope: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(xhr.responseText);
        if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) envelope = parsed as Record<string, unknown>;
      } catch {
        // not JSON: a proxy's error page
      }
      const msg = envelopeMsg(envelope);
      if (xhr.status >= 200 && xhr.status < 300 && envelope.status === 1) return resolve(envelope);
      if (xhr.status === 401) sendToLogin();
      reject(new ApiError(msg, xhr.status, envelope));
    };
    xhr.onerror = () => reject(new ApiError("", 0));
    xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
