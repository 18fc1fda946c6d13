import "server-only";
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import type { AdminPinRule, PinRuleCounts } from "@/lib/admin/delivery-json";
import { BLOCKED } from "@/lib/schemas/admin-delivery";
import { CUID, fromQuery, wholeNumber } from "@/lib/schemas/query-values";
import { db } from "@/server/db";
import { pinRuleJSON, pinRuleSelect } from "./pin-rule-record";

// The PIN rules' table on /admin/delivery: searched by the start of the PIN or prefix, filtered by a
// zone or the blocked ones, in PIN order, paged by the database; the counts are over every rule.

export const PIN_RULES_MAX_LIMIT = 100;

export const ZPinRuleListQuery = z.object({
  page: wholeNumber(1, 10_000, 1),
  limit: wholeNumber(1, PIN_RULES_MAX_LIMIT, 50),
  q: z.preprocess(fromQuery, z.string().trim().regex(/^[0-9]{1,6}$/, { error: "must be the first digits of a PIN (1 to 6 digits)" }).optional()),
  zone: z.preprocess(
    fromQuery,
    z
      .string()
      .refine((value) => value === BLOCKED || CUID.test(value), { error: "must be a zone's id or blocked" })
      .optional(),
  ),
});
export type PinRuleListQuery = z.infer<typeof ZPinRuleListQuery>;

export interface PinRulePage {
  pins: AdminPinRule[];
  total: number;
  page: number;
  pages: number;
  limit: number;
  counts: PinRuleCounts;
}

export async function listPinRules({ page, limit, q, zone }: PinRuleListQuery): Promise<PinRulePage> {
  const where: Prisma.DeliveryPinWhereInput = {
    ...(q ? { prefix: { startsWith: q } } : {}),
    ...(zone === BLOCKED ? { zoneId: null } : zone ? { zoneId: zone } : {}),
  };
  const [rows, total, all, blocked] = await Promise.all([
    // PIN order: "1", "11", "110001", "2"... as a person reads a list of prefixes.
    db.deliveryPin.findMany({ where, orderBy: [{ prefix: "asc" }], skip: (page - 1) * limit, take: limit, select: pinRuleSelect }),
    db.deliveryPin.count({ where }),
    db.deliveryPin.count(),
    db.deliveryPin.count({ where: { zoneId: null } }),
  ]);
  return { pins: rows.map(pinRuleJSON), total, page, pages: Math.max(1, Math.ceil(total / limit)), limit, counts: { all, blocked } };
}
