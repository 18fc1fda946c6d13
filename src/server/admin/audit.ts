import "server-only";
import type { AuditEntity, Prisma } from "@/generated/prisma/client";
import type { SessionAdmin } from "@/server/auth/authorize";
import type { DbClient } from "@/server/orders/db-client";

// The audit log (model AuditLog): who changed what in the back office, and when. Every admin
// change writes one entry in the same transaction as the change itself, so the log never claims a
// change that rolled back, nor misses one that committed. Shown on /admin/audit.

export type AuditAction = "create" | "update" | "delete" | "status" | "import";

/** { field: [before, after] } for the fields that changed. */
export type AuditChanges = Record<string, [unknown, unknown]>;

export interface AuditEntry {
  entity: AuditEntity;
  entityId?: string | null;
  action: AuditAction;
  /** One line a person reads: 'Updated product "Lotus Ring" (LR-1001)'. */
  summary: string;
  changes?: AuditChanges | null;
}

/** Writes one audit entry with `db` (pass the transaction the change runs in); the admin's role is kept beside their e-mail. */
export async function recordAudit(db: DbClient, admin: Pick<SessionAdmin, "id" | "email"> & { role?: SessionAdmin["role"] }, entry: AuditEntry): Promise<void> {
  const changes = entry.changes && Object.keys(entry.changes).length > 0 ? entry.changes : null;
  await db.auditLog.create({
    data: {
      adminId: admin.id,
      actor: admin.email,
      actorRole: admin.role ?? null,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      action: entry.action,
      summary: entry.summary.slice(0, 500),
      changes: changes === null ? undefined : (changes as Prisma.InputJsonValue),
    },
  });
}

/**
 * The fields of `fields` whose values differ between `before` and `after`, as [before, after]
 * (compared as JSON, so Dates, Decimals and arrays compare by value). Fields missing from `after`
 * did not change.
 */
export function changedFields<T extends object>(before: T, after: Partial<T>, fields: readonly (keyof T & string)[]): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    const was = plain(before[field]);
    const now = plain(after[field]);
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[field] = [was, now];
  }
  return changes;
}

function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  // Prisma's Decimal
  if (typeof value === "object" && value !== null && "toNumber" in value && typeof value.toNumber === "function") return (value.toNumber as () => number)();
  return value;
}
