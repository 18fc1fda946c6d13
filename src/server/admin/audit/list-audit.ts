import "server-only";
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { AuditEntity } from "@/generated/prisma/enums";
import { wholeNumber } from "@/lib/schemas/query-values";
import type { AuditEntryJSON, AuditPage } from "@/lib/types/audit";
import { db } from "@/server/db";

// The audit log's pages for /admin/audit (GET /api/admin/audit): newest first, optionally one kind
// of entity. Read fresh per request: the log grows under the owner.

export const AUDIT_PAGE_LIMIT = { default: 20, max: 100 } as const;

export const ZAuditQuery = z.object({
  page: wholeNumber(1, 10_000, 1),
  limit: wholeNumber(1, AUDIT_PAGE_LIMIT.max, AUDIT_PAGE_LIMIT.default),
  entity: z.enum(Object.values(AuditEntity) as [AuditEntity, ...AuditEntity[]]).optional(),
});

export type AuditQuery = z.infer<typeof ZAuditQuery>;

export async function listAudit({ page, limit, entity }: AuditQuery): Promise<AuditPage> {
  const where: Prisma.AuditLogWhereInput = entity ? { entity } : {};
  const [rows, total] = await Promise.all([
    db.auditLog.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * limit,
      take: limit,
      select: { id: true, actor: true, actorRole: true, entity: true, entityId: true, action: true, summary: true, changes: true, createdAt: true },
    }),
    db.auditLog.count({ where }),
  ]);
  return {
    entries: rows.map((row) => ({
      ...row,
      changes: (row.changes as AuditEntryJSON["changes"]) ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    page,
    pages: Math.ceil(total / limit),
    total,
  };
}
