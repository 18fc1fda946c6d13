import { adminJson } from "@/lib/api/admin/client";
import type { StockAlertJSON, StockAlertPage, StockAlertStatusJSON, WaitingPieceJSON } from "@/lib/stock-alerts/types";

// /admin/stock-alerts' call (issue 45): GET /api/admin/stock-alerts?page&limit&status, and the CSV's address.

export type { StockAlertJSON, StockAlertPage, StockAlertStatusJSON, WaitingPieceJSON };
export const STOCK_ALERTS_KEY = ["admin", "stock-alerts"] as const;
export const STOCK_ALERTS_LIMIT = 20;

export async function fetchStockAlerts({ page, status, signal }: { page: number; status: StockAlertStatusJSON | ""; signal?: AbortSignal }): Promise<StockAlertPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(STOCK_ALERTS_LIMIT) });
  if (status) query.set("status", status);
  const envelope = await adminJson(`/api/admin/stock-alerts?${query.toString()}`, { signal });
  const counts = (envelope.counts ?? {}) as Partial<StockAlertPage["counts"]>;
  return {
    pieces: Array.isArray(envelope.pieces) ? (envelope.pieces as WaitingPieceJSON[]) : [],
    alerts: Array.isArray(envelope.alerts) ? (envelope.alerts as StockAlertJSON[]) : [],
    counts: { all: counts.all ?? 0, waiting: counts.waiting ?? 0, notified: counts.notified ?? 0, cancelled: counts.cancelled ?? 0 },
    page: Number(envelope.page) || page,
    pages: Number(envelope.pages) || 0,
    total: Number(envelope.total) || 0,
  };
}

/** The CSV of the alerts of a status (or all): a plain download link, the admin's cookie goes with it. */
export function stockAlertsCsvHref(status: StockAlertStatusJSON | ""): string {
  return `/api/admin/stock-alerts?${new URLSearchParams({ format: "csv", ...(status ? { status } : {}) }).toString()}`;
}
