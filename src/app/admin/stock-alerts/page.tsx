import type { Metadata } from "next";
import { StockAlertsPage } from "@/components/admin/stock-alerts/stock-alerts-page";

export const metadata: Metadata = { title: "Stock alerts" };

/** /admin/stock-alerts: who waits for which sold-out piece or size (issue 45). */
export default function AdminStockAlertsPage() {
  return <StockAlertsPage />;
}
