import "server-only";
import { DELIVERY_MSG as M } from "@/lib/admin/delivery-messages";
import type { PinCsvLineError } from "@/lib/admin/delivery-json";
import { recordAudit } from "@/server/admin/audit";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { lockDelivery } from "./delivery-lock";
import { targetOf } from "./pin-rule-record";
import { readPinCsv } from "./read-pin-csv";

// POST /api/admin/delivery/pins/import: a PIN list, all or nothing. Every line is checked (its PIN or
// prefix, its zone among the owner's zones, no PIN twice) before anything is written; one bad line
// and nothing is imported, the first problems listed with their line numbers. Otherwise, in one
// transaction under the delivery lock: the rules for the file's PINs and prefixes are replaced (an
// upsert: old rules with the same prefix go, the file's come), every other rule stays, and the audit
// log says how many and which were replaced.

/** How many line problems an answer lists (the count says how many there are in all). */
export const PIN_CSV_ERRORS_SHOWN = 20;
const AUDIT_SAMPLE = 50;
const CHUNK = 5_000;

export type PinImportResult = { ok: true; imported: number; replaced: number } | { ok: false; errorCount: number; lineErrors: PinCsvLineError[] };

export async function importPinRules({ admin, text, filename }: { admin: Pick<SessionAdmin, "id" | "email">; text: string; filename: string }): Promise<PinImportResult> {
  const { rows, errors } = readPinCsv(text);
  const result = await db.$transaction(
    async (tx): Promise<PinImportResult> => {
      await lockDelivery(tx);
      const zones = await tx.deliveryZone.findMany({ select: { id: true, name: true } });
      const zoneByName = new Map(zones.map((zone) => [zone.name.toLowerCase(), zone]));
      const data: { prefix: string; zoneId: string | null }[] = [];
      for (const row of rows) {
        const zone = row.zone === null ? null : zoneByName.get(row.zone.toLowerCase());
        if (zone === undefined) errors.push({ line: row.line, msg: M.csvLineZoneUnknown(row.line, (row.zone ?? "").slice(0, 60)) });
        else data.push({ prefix: row.prefix, zoneId: zone?.id ?? null });
      }
      if (errors.length > 0) {
        errors.sort((a, b) => a.line - b.line);
        return { ok: false, errorCount: errors.length, lineErrors: errors.slice(0, PIN_CSV_ERRORS_SHOWN) };
      }

      const prefixes = data.map((rule) => rule.prefix);
      const before = await tx.deliveryPin.count();
      const replaced = await tx.$queryRaw<{ prefix: string; zone: string | null }[]>`
        SELECT p."prefix", z."name" AS "zone" FROM "DeliveryPin" p LEFT JOIN "DeliveryZone" z ON z."id" = p."zoneId"
        WHERE p."prefix" = ANY(${prefixes}::text[]) ORDER BY p."prefix"`;
      await tx.$executeRaw`DELETE FROM "DeliveryPin" WHERE "prefix" = ANY(${prefixes}::text[])`;
      for (let start = 0; start < data.length; start += CHUNK) await tx.deliveryPin.createMany({ data: data.slice(start, start + CHUNK) });

      const nameOf = new Map(zones.map((zone) => [zone.id, zone.name]));
      const now = new Map(data.map((rule) => [rule.prefix, targetOf(rule.zoneId === null ? null : nameOf.get(rule.zoneId))]));
      const sample = replaced.slice(0, AUDIT_SAMPLE);
      await recordAudit(tx, admin, {
        entity: "delivery",
        action: "import",
        summary: `Imported ${data.length} PIN ${data.length === 1 ? "rule" : "rules"} from "${filename}"; ${replaced.length} replaced`,
        changes: {
          pinRules: [before, before - replaced.length + data.length],
          ...(sample.length > 0
            ? { replaced: [sample.map((rule) => `${rule.prefix}: ${targetOf(rule.zone)}`), sample.map((rule) => `${rule.prefix}: ${now.get(rule.prefix)}`)] }
            : {}),
        },
      });
      return { ok: true, imported: data.length, replaced: replaced.length };
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
  if (result.ok) refreshStorefront({ delivery: true });
  return result;
}
