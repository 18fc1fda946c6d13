import "server-only";
import type { AdminPinRule } from "@/lib/admin/delivery-json";

// A PIN rule as the back office shows it: its zone's name, or blocked (no zone).

export const pinRuleSelect = { id: true, prefix: true, zoneId: true, createdAt: true, zone: { select: { name: true } } } as const;

type PinRuleRow = { id: string; prefix: string; zoneId: string | null; createdAt: Date; zone: { name: string } | null };

export const pinRuleJSON = (row: PinRuleRow): AdminPinRule => ({ id: row.id, prefix: row.prefix, zoneId: row.zoneId, zoneName: row.zone?.name ?? null, createdAt: row.createdAt.toISOString() });

/** How the audit log names a rule's target: the zone's name, or "blocked". */
export const targetOf = (zoneName: string | null | undefined) => zoneName ?? "blocked";
