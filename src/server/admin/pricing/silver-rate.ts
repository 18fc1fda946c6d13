import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { formatRupees, sellingPricePaise } from "@/lib/format";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { recordAudit } from "@/server/admin/audit";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { paise } from "@/server/db-money";
import { badRequest } from "@/server/errors";
import type { DbClient } from "@/server/orders/db-client";
import { BY_WEIGHT_TERMS, type ByWeightTerms, byWeightBreakups, latestSilverRate } from "@/server/pricing/by-weight-breakup";

// Today's silver rate (issue 21): the owner sets it in the back office; every piece priced by weight
// is repriced from it in the same transaction, the catalogue's cached pages are expired once it has
// committed, and the audit log says who set what. Orders keep the prices they were placed at (their
// lines are snapshots), and a payment link keeps its amount.

export interface SilverRateEntry {
  paisePerGram: number;
  setAt: string;
  setBy: string;
}

const HISTORY = 30;

const toEntry = (row: { paisePerGram: number; setAt: Date; setBy: string }): SilverRateEntry => ({ paisePerGram: row.paisePerGram, setAt: row.setAt.toISOString(), setBy: row.setBy });

/** Today's rate (the latest) and the last 30 rates, newest first; null before the first. */
export async function readSilverRates(client: DbClient = db): Promise<{ current: SilverRateEntry | null; history: SilverRateEntry[] }> {
  const rows = await client.silverRate.findMany({ orderBy: [{ setAt: "desc" }, { id: "desc" }], take: HISTORY, select: { paisePerGram: true, setAt: true, setBy: true } });
  const history = rows.map(toEntry);
  return { current: history[0] ?? null, history };
}

/**
 * After a save of a piece's fields: a piece priced by weight takes the price today's rate gives its
 * terms (the form's price is not its price), its discount applied. True when it is priced by weight;
 * a 400 with the form's words when no rate has been set yet.
 */
export async function priceByWeightNow(tx: DbClient, productId: string): Promise<boolean> {
  const piece = await tx.product.findUnique({ where: { id: productId }, select: { ...BY_WEIGHT_TERMS, discountPercent: true } });
  if (piece?.pricingMode !== "by_weight") return false;
  const breakup = (await byWeightBreakups(tx, [piece]))(piece);
  if (!breakup) throw badRequest(PRODUCT_MSG.noSilverRate);
  const pricePaise = breakup.totalPaise;
  await tx.product.update({ where: { id: productId }, data: { pricePaise, sellingPricePaise: sellingPricePaise(pricePaise, Number(piece.discountPercent)) } });
  return true;
}

/** Reprices every by-weight piece at `ratePaisePerGram`: one statement for them all. */
async function repriceByWeight(tx: DbClient, ratePaisePerGram: number): Promise<string[]> {
  const rows = await tx.$queryRaw<(ByWeightTerms & { id: string; discountPercent: Prisma.Decimal; makingChargeValue: bigint | null; otherChargesPaise: bigint })[]>`
    SELECT "id", "pricingMode"::text AS "pricingMode", "purity", "netWeightMg", "makingChargeKind"::text AS "makingChargeKind",
           "makingChargeValue", "otherChargesPaise", "discountPercent"
    FROM "Product" WHERE "pricingMode" = 'by_weight' ORDER BY "id" FOR UPDATE`;
  // Raw rows carry the bigint money columns as they are: read as paise numbers (src/server/db-money.ts).
  const pieces = rows.map((row) => ({ ...row, makingChargeValue: paise(row.makingChargeValue), otherChargesPaise: paise(row.otherChargesPaise) }));
  const breakupOf = await byWeightBreakups(tx, pieces, { ratePaisePerGram });
  const prices = pieces.flatMap((piece) => {
    const total = breakupOf(piece)?.totalPaise;
    return total === undefined ? [] : [{ id: piece.id, price: total, selling: sellingPricePaise(total, Number(piece.discountPercent)) }];
  });
  if (prices.length === 0) return [];
  await tx.$executeRaw`
    UPDATE "Product" AS p SET "pricePaise" = v.price, "sellingPricePaise" = v.selling, "updatedAt" = NOW()
    FROM UNNEST(${prices.map((p) => p.id)}::text[], ${prices.map((p) => p.price)}::bigint[], ${prices.map((p) => p.selling)}::bigint[]) AS v(id, price, selling)
    WHERE p."id" = v.id`;
  return prices.map((p) => p.id);
}

/** Sets today's rate and reprices every by-weight piece from it, in one transaction. */
export async function setSilverRate({ admin, paisePerGram, now = new Date() }: { admin: Pick<SessionAdmin, "id" | "email">; paisePerGram: number; now?: Date }) {
  const { repriced, previous } = await db.$transaction(
    async (tx) => {
      // One rate change at a time: the settings row is the shop-wide lock (made when missing).
      await tx.siteSettings.upsert({ where: { id: 1 }, create: { id: 1 }, update: {}, select: { id: true } });
      await tx.$queryRaw`SELECT "id" FROM "SiteSettings" WHERE "id" = 1 FOR UPDATE`;
      const latest = await latestSilverRate(tx);
      const previous = latest && toEntry(latest);
      await tx.silverRate.create({ data: { paisePerGram, setAt: now, adminId: admin.id, setBy: admin.email } });
      const repriced = await repriceByWeight(tx, paisePerGram);
      await recordAudit(tx, admin, {
        entity: "silver_rate",
        action: "update",
        summary: `Set the silver rate to ${formatRupees(paisePerGram)} per gram; repriced ${repriced.length} ${repriced.length === 1 ? "piece" : "pieces"} priced by weight`,
        changes: { paisePerGram: [previous?.paisePerGram ?? null, paisePerGram] },
      });
      return { repriced, previous };
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
  if (repriced.length > 0) refreshStorefront({ productIds: repriced });
  return { rate: { paisePerGram, setAt: now.toISOString(), setBy: admin.email }, previous, repriced: repriced.length };
}
