import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { formatRupees, sellingPricePaise } from "@/lib/format";
import { type SilverPurity, priceByWeight } from "@/lib/pricing/by-weight";
import { recordAudit } from "@/server/admin/audit";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { DEFAULT_GST_RATE_BPS } from "@/server/invoices/invoice-seller";
import type { DbClient } from "@/server/orders/db-client";

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

/** Today's rate (the latest) and the last 30 rates, newest first; null before the first. */
export async function readSilverRates(client: DbClient = db): Promise<{ current: SilverRateEntry | null; history: SilverRateEntry[] }> {
  const rows = await client.silverRate.findMany({ orderBy: [{ setAt: "desc" }, { id: "desc" }], take: HISTORY, select: { paisePerGram: true, setAt: true, setBy: true } });
  const history = rows.map((row) => ({ paisePerGram: row.paisePerGram, setAt: row.setAt.toISOString(), setBy: row.setBy }));
  return { current: history[0] ?? null, history };
}

/**
 * A by-weight piece's price at today's rate (for a save of its other fields: the form's price is not
 * its price), or null when `productId` is priced fixed or no rate is set yet.
 */
export async function currentByWeightPrice(tx: DbClient, productId: string): Promise<number | null> {
  const piece = await tx.product.findUnique({
    where: { id: productId },
    select: { pricingMode: true, purity: true, netWeightMg: true, makingChargeKind: true, makingChargeValue: true, otherChargesPaise: true },
  });
  if (piece?.pricingMode !== "by_weight" || !piece.netWeightMg || !piece.makingChargeKind || piece.makingChargeValue === null) return null;
  const rate = (await readSilverRates(tx)).current;
  if (!rate) return null;
  const settings = await tx.siteSettings.findUnique({ where: { id: 1 }, select: { gstRateBps: true } });
  return priceByWeight({
    ratePaisePerGram: rate.paisePerGram,
    purity: piece.purity as SilverPurity,
    netWeightMg: piece.netWeightMg,
    making: piece.makingChargeKind === "per_gram" ? { kind: "per_gram", paisePerGram: piece.makingChargeValue } : { kind: "percent", basisPoints: piece.makingChargeValue },
    otherPaise: piece.otherChargesPaise,
    gstBps: settings?.gstRateBps ?? DEFAULT_GST_RATE_BPS,
  }).totalPaise;
}

/** The price of every by-weight piece at `ratePaisePerGram`: one statement for them all. */
async function repriceByWeight(tx: DbClient, ratePaisePerGram: number, gstBps: number): Promise<string[]> {
  const pieces = await tx.$queryRaw<
    { id: string; purity: number; netWeightMg: number; makingChargeKind: "per_gram" | "percent"; makingChargeValue: number; otherChargesPaise: number; discountPercent: Prisma.Decimal }[]
  >`SELECT "id", "purity", "netWeightMg", "makingChargeKind"::text AS "makingChargeKind", "makingChargeValue", "otherChargesPaise", "discountPercent"
    FROM "Product" WHERE "pricingMode" = 'by_weight' ORDER BY "id" FOR UPDATE`;
  if (pieces.length === 0) return [];
  const prices = pieces.map((piece) => {
    const { totalPaise } = priceByWeight({
      ratePaisePerGram,
      purity: piece.purity as SilverPurity,
      netWeightMg: piece.netWeightMg,
      making: piece.makingChargeKind === "per_gram" ? { kind: "per_gram", paisePerGram: piece.makingChargeValue } : { kind: "percent", basisPoints: piece.makingChargeValue },
      otherPaise: piece.otherChargesPaise,
      gstBps,
    });
    return { id: piece.id, price: totalPaise, selling: sellingPricePaise(totalPaise, Number(piece.discountPercent)) };
  });
  await tx.$executeRaw`
    UPDATE "Product" AS p SET "pricePaise" = v.price, "sellingPricePaise" = v.selling, "updatedAt" = NOW()
    FROM UNNEST(${prices.map((p) => p.id)}::text[], ${prices.map((p) => p.price)}::int[], ${prices.map((p) => p.selling)}::int[]) AS v(id, price, selling)
    WHERE p."id" = v.id`;
  return prices.map((p) => p.id);
}

/** Sets today's rate and reprices every by-weight piece from it, in one transaction. */
export async function setSilverRate({ admin, paisePerGram, now = new Date() }: { admin: Pick<SessionAdmin, "id" | "email">; paisePerGram: number; now?: Date }) {
  const { repriced, previous } = await db.$transaction(
    async (tx) => {
      // One rate change at a time: the settings row is the shop-wide lock (made when missing).
      await tx.siteSettings.upsert({ where: { id: 1 }, create: { id: 1 }, update: {}, select: { id: true } });
      const settings = await tx.$queryRaw<{ gstRateBps: number }[]>`SELECT "gstRateBps" FROM "SiteSettings" WHERE "id" = 1 FOR UPDATE`;
      const previous = (await readSilverRates(tx)).current;
      await tx.silverRate.create({ data: { paisePerGram, setAt: now, adminId: admin.id, setBy: admin.email } });
      const repriced = await repriceByWeight(tx, paisePerGram, settings[0]?.gstRateBps ?? DEFAULT_GST_RATE_BPS);
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
