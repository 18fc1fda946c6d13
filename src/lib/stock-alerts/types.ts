// GET /api/admin/stock-alerts's JSON (issue 45), shared by the route and /admin/stock-alerts.

export const STOCK_ALERT_STATUSES = ["waiting", "notified", "cancelled"] as const;
export type StockAlertStatusJSON = (typeof STOCK_ALERT_STATUSES)[number];

/** A piece (or one size of it) with waiting alerts. */
export interface WaitingPieceJSON {
  productId: string;
  productName: string;
  productCode: string;
  sizeLabel: string | null;
  waiting: number;
  /** The piece's stock now (a size: that size's); null for a size the piece no longer offers. */
  stockNow: number | null;
  active: boolean;
}

export interface StockAlertJSON {
  id: string;
  productId: string;
  productName: string;
  productCode: string;
  sizeLabel: string | null;
  email: string;
  whatsapp: boolean;
  status: StockAlertStatusJSON;
  createdAt: string;
  notifiedAt: string | null;
}

export interface StockAlertPage {
  pieces: WaitingPieceJSON[];
  alerts: StockAlertJSON[];
  counts: Record<"all" | StockAlertStatusJSON, number>;
  page: number;
  pages: number;
  total: number;
}
