import "server-only";
import Papa from "papaparse";
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { STOCK_ALERT_STATUSES, type StockAlertJSON, type StockAlertPage, type WaitingPieceJSON } from "@/lib/stock-alerts/types";
import { wholeNumber } from "@/lib/schemas/query-values";
import { db } from "@/server/db";

// /admin/stock-alerts (GET /api/admin/stock-alerts, issue 45): who waits for what. The pieces and
// sizes with waiting alerts (most waited-for first, with the stock now), and the alerts themselves,
// newest first, by status, paginated; the same list as CSV. Read fresh.

export const ZStockAlertQuery = z.object({
  page: wholeNumber(1, 10_000, 1),
  limit: wholeNumber(1, 100, 20),
  status: z.preprocess((value) => (value === "" || value === "all" ? undefined : value), z.enum(STOCK_ALERT_STATUSES).optional()),
  format: z.enum(["json", "csv"]).optional(),
});
export type StockAlertQuery = z.infer<typeof ZStockAlertQuery>;

/** The most pieces the summary lists, and the most rows a CSV holds. */
const PIECES_MAX = 50;
const CSV_MAX = 50_000;

const alertSelect = {
  id: true,
  productId: true,
  email: true,
  phone: true,
  status: true,
  createdAt: true,
  notifiedAt: true,
  product: { select: { name: true, code: true } },
  size: { select: { label: true } },
} satisfies Prisma.StockAlertSelect;

type AlertRow = Prisma.StockAlertGetPayload<{ select: typeof alertSelect }>;

function toJSON(row: AlertRow): StockAlertJSON {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.product.name,
    productCode: row.product.code,
    sizeLabel: row.size?.label ?? null,
    email: row.email,
    whatsapp: row.phone !== null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
  };
}

const ORDER: Prisma.StockAlertOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];

/** The pieces and sizes waited for, most alerts first, with their stock now. */
async function waitingPieces(): Promise<WaitingPieceJSON[]> {
  const groups = await db.stockAlert.groupBy({
    by: ["productId", "sizeId"],
    where: { status: "waiting" },
    _count: { _all: true },
    orderBy: [{ _count: { id: "desc" } }, { productId: "asc" }],
    take: PIECES_MAX,
  });
  if (groups.length === 0) return [];
  const productIds = [...new Set(groups.map((group) => group.productId))];
  const products = await db.product.findMany({
    where: { id: { in: productIds } },
    select: { id: true, name: true, code: true, stock: true, active: true, sizes: { select: { sizeId: true, stock: true, size: { select: { label: true } } } } },
  });
  const sizeIds = groups.flatMap((group) => (group.sizeId ? [group.sizeId] : []));
  const labels = new Map((await db.size.findMany({ where: { id: { in: sizeIds } }, select: { id: true, label: true } })).map((size) => [size.id, size.label]));
  const byId = new Map(products.map((product) => [product.id, product]));
  return groups.flatMap((group) => {
    const product = byId.get(group.productId);
    if (!product) return [];
    const stockNow = group.sizeId ? (product.sizes.find((size) => size.sizeId === group.sizeId)?.stock ?? null) : product.stock;
    return [{ productId: product.id, productName: product.name, productCode: product.code, sizeLabel: group.sizeId ? (labels.get(group.sizeId) ?? null) : null, waiting: group._count._all, stockNow, active: product.active }];
  });
}

export async function listStockAlerts({ page, limit, status }: StockAlertQuery): Promise<StockAlertPage> {
  const where: Prisma.StockAlertWhereInput = status ? { status } : {};
  const [rows, grouped, pieces] = await Promise.all([
    db.stockAlert.findMany({ where, orderBy: ORDER, skip: (page - 1) * limit, take: limit, select: alertSelect }),
    db.stockAlert.groupBy({ by: ["status"], _count: { _all: true } }),
    waitingPieces(),
  ]);
  const counts = { all: 0, waiting: 0, notified: 0, cancelled: 0 };
  for (const group of grouped) {
    counts[group.status] = group._count._all;
    counts.all += group._count._all;
  }
  const total = status ? counts[status] : counts.all;
  return { pieces, alerts: rows.map(toJSON), counts, page, pages: Math.ceil(total / limit), total };
}

/** When, in India's time: "2026-12-01 14:05". */
const IST = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const istText = (date: Date | null) => (date ? IST.format(date).replace(",", "") : "");

/** The alerts (of a status, or all) as CSV, newest first: one row each, times in IST. */
export async function stockAlertsCsv({ status }: Pick<StockAlertQuery, "status">): Promise<string> {
  const rows = await db.stockAlert.findMany({ where: status ? { status } : {}, orderBy: ORDER, take: CSV_MAX, select: alertSelect });
  return Papa.unparse({
    fields: ["Piece", "Code", "Size", "E-mail", "WhatsApp", "Status", "Asked (IST)", "Notified (IST)"],
    data: rows.map((row) => [row.product.name, row.product.code, row.size?.label ?? "", row.email, row.phone ? "yes" : "no", row.status, istText(row.createdAt), istText(row.notifiedAt)]),
  }, { escapeFormulae: true });
}
