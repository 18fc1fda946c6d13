import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { recordAudit } from "@/server/admin/audit";
import type { SessionAdmin } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { badRequest, conflict, isUniqueViolation, notFound } from "@/server/errors";
import { computeGstr1 } from "./compute-gstr1";
import { gstMonthEnded, parseGstMonth } from "./month";
import type { Gstr1Figures } from "./types";

// Filed months (issue 45 §2): once the owner marks a month filed, its figures are kept in
// GstFiling.figures and the month shows and downloads those from then on. A later change (a late
// return of one of its invoices) cannot alter it anyway: the credit note is dated, so it lands in
// its own month. Un-filing (the owner only, by the route's permission) goes back to live figures.

export interface GstFilingInfo {
  filedAt: string;
  /** The admin who filed it; null once that admin is deleted. */
  filedBy: string | null;
}

export interface GstReturn {
  figures: Gstr1Figures;
  filing: GstFilingInfo | null;
  /** Whether the month is over (only an ended month may be filed). */
  ended: boolean;
  label: string;
}

/** A month's return: the stored figures of a filed month, today's of any other. */
export async function gstReturnOf(monthKey: string, now = new Date()): Promise<GstReturn> {
  const month = parseGstMonth(monthKey);
  const filed = await db.gstFiling.findUnique({ where: { month: month.key } });
  const ended = gstMonthEnded(month, now);
  if (filed) return { figures: filed.figures as unknown as Gstr1Figures, filing: await filingInfo(filed), ended, label: month.label };
  return { figures: await computeGstr1(month, now), filing: null, ended, label: month.label };
}

async function filingInfo(filed: { filedAt: Date; filedById: string | null }): Promise<GstFilingInfo> {
  const admin = filed.filedById ? await db.admin.findUnique({ where: { id: filed.filedById }, select: { name: true } }) : null;
  return { filedAt: filed.filedAt.toISOString(), filedBy: admin?.name ?? null };
}

/** Marks an ended month filed, keeping today's figures; 400 for a month not over, 409 when already filed. */
export async function fileGstMonth({ admin, monthKey, now = new Date() }: { admin: SessionAdmin; monthKey: string; now?: Date }): Promise<GstReturn> {
  const month = parseGstMonth(monthKey);
  if (!gstMonthEnded(month, now)) throw badRequest(`${month.label} has not ended yet (India time): a month can be filed from the 1st of the next month.`);
  if (await db.gstFiling.findUnique({ where: { month: month.key }, select: { month: true } })) throw conflict(`${month.label} is already marked filed.`);
  const figures = await computeGstr1(month, now);
  try {
    await db.$transaction(async (tx) => {
      await tx.gstFiling.create({ data: { month: month.key, filedAt: now, filedById: admin.id, figures: figures as unknown as Prisma.InputJsonValue } });
      await recordAudit(tx, admin, { entity: "gst_filing", entityId: month.key, action: "create", summary: `Marked GSTR-1 of ${month.label} filed` });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`${month.label} is already marked filed.`);
    throw error;
  }
  return gstReturnOf(month.key, now);
}

/** Un-files a month: its figures are computed live again. 404 when it was not filed. */
export async function unfileGstMonth({ admin, monthKey, now = new Date() }: { admin: SessionAdmin; monthKey: string; now?: Date }): Promise<GstReturn> {
  const month = parseGstMonth(monthKey);
  await db.$transaction(async (tx) => {
    const { count } = await tx.gstFiling.deleteMany({ where: { month: month.key } });
    if (count === 0) throw notFound(`${month.label} is not marked filed.`);
    await recordAudit(tx, admin, { entity: "gst_filing", entityId: month.key, action: "delete", summary: `Marked GSTR-1 of ${month.label} not filed` });
  });
  return gstReturnOf(month.key, now);
}

