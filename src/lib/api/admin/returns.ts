import { ApiError, adminJson } from "@/lib/api/admin/client";
import type { AdminReturnDetailJSON, AdminReturnListJSON, ReturnAction, ReturnKind, ReturnStatus } from "@/lib/types/returns";

// /admin/returns' calls (issue 22): GET /api/admin/returns (filtered, searched, paged, with the
// counts per status), GET and PATCH /api/admin/returns/{id}, and the credit note's PDF. Each throws
// ApiError with the server's msg ("" with httpStatus 0 when no answer came).

const API = "/api/admin/returns";
export const RETURNS_PAGE_SIZE = 20;

/** Every returns query starts with this key: invalidating it refreshes the list, its counts and the detail. */
export const RETURNS_KEY = ["admin", "returns"] as const;

export interface ReturnListQuery {
  q: string;
  status: ReturnStatus | "";
  kind: ReturnKind | "";
}

export const returnListKey = (query: ReturnListQuery) => [...RETURNS_KEY, "list", query] as const;
export const returnKey = (id: string) => [...RETURNS_KEY, "one", id] as const;

/** The credit note's PDF (GET, the admin cookie goes along): a plain download link. */
export const creditNoteHref = (id: string) => `${API}/${encodeURIComponent(id)}/credit-note`;

export async function fetchReturnPage(query: ReturnListQuery, page: number, signal?: AbortSignal): Promise<AdminReturnListJSON> {
  const params = new URLSearchParams({ page: String(page), limit: String(RETURNS_PAGE_SIZE) });
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.kind) params.set("kind", query.kind);
  const envelope = await adminJson(`${API}?${params.toString()}`, { signal });
  if (!Array.isArray(envelope.returns) || typeof envelope.counts !== "object" || envelope.counts === null) throw new ApiError("", 500);
  return envelope as unknown as AdminReturnListJSON;
}

export async function fetchAdminReturn(id: string, signal?: AbortSignal): Promise<AdminReturnDetailJSON> {
  const envelope = await adminJson(`${API}/${encodeURIComponent(id)}`, { signal });
  if (typeof envelope.returnRequest !== "object" || envelope.returnRequest === null) throw new ApiError("", 404);
  return envelope.returnRequest as AdminReturnDetailJSON;
}

export interface ReturnMove {
  action: ReturnAction;
  reason?: string;
  amountPaise?: number;
  reference?: string;
}

/** PATCH /api/admin/returns/{id}: one move; 409 when it is not allowed now, 400 for bad input. */
export async function moveReturn(id: string, move: ReturnMove): Promise<AdminReturnDetailJSON | null> {
  const envelope = await adminJson(`${API}/${encodeURIComponent(id)}`, { method: "PATCH", body: move });
  return typeof envelope.returnRequest === "object" && envelope.returnRequest !== null ? (envelope.returnRequest as AdminReturnDetailJSON) : null;
}

/** The words for a failed call: the server's msg, else the page's own. */
export function returnFailureText(error: unknown, failed: string, errorText: string): string {
  if (error instanceof ApiError) return error.msg || (error.httpStatus === 0 ? errorText : failed);
  return errorText;
}
