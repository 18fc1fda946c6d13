import { adminJson } from "@/lib/api/admin/client";
import type { AuditEntryJSON, AuditPage } from "@/lib/types/audit";

// /admin/audit's call: GET /api/admin/audit?page&limit&entity (types from src/lib/types/audit.ts).

export type { AuditEntryJSON };
export const AUDIT_KEY = ["admin", "audit"] as const;
export const AUDIT_LIMIT = 20;

export async function fetchAudit({ page, entity, signal }: { page: number; entity: string; signal?: AbortSignal }): Promise<AuditPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(AUDIT_LIMIT) });
  if (entity) query.set("entity", entity);
  const envelope = await adminJson(`/api/admin/audit?${query.toString()}`, { signal });
  return {
    entries: Array.isArray(envelope.entries) ? (envelope.entries as AuditEntryJSON[]) : [],
    page: Number(envelope.page) || page,
    pages: Number(envelope.pages) || 0,
    total: Number(envelope.total) || 0,
  };
}
