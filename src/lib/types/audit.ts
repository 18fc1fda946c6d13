import type { AuditEntity } from "@/generated/prisma/enums";
import type { StaffRole } from "@/lib/admin/permissions";

// The audit log's shapes, shared by the server (src/server/admin/audit/list-audit.ts) and the back
// office's page (src/components/admin/audit): what GET /api/admin/audit answers.

/** One entry as the page shows it. `changes` is { field: [before, after] } or null. */
export interface AuditEntryJSON {
  id: string;
  actor: string;
  /** The actor's role when they did it (issue 43); null for entries written before roles. */
  actorRole: StaffRole | null;
  entity: AuditEntity;
  entityId: string | null;
  action: string;
  summary: string;
  changes: Record<string, [unknown, unknown]> | null;
  createdAt: string;
}

export interface AuditPage {
  entries: AuditEntryJSON[];
  page: number;
  pages: number;
  total: number;
}
