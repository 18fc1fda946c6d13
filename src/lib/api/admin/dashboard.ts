import type { DemoPlaceholder } from "@/lib/admin/demo-placeholders";
import { adminJson } from "@/lib/api/admin/client";
import type { AdminCustomerJSON, AdminInquiryJSON } from "@/lib/api/admin/people";

// The dashboard's one call (GET /api/admin/dashboard, src/server/admin/dashboard/load-dashboard.ts).

export const DASHBOARD_API = { load: "/api/admin/dashboard" } as const;
export const DASHBOARD_KEY = ["admin", "dashboard"] as const;

export interface DashboardCategory {
  _id: string;
  name: string;
  slug: string;
  status: boolean;
  productCount: number;
}
export interface DashboardNotification {
  kind: "inquiries" | "messages" | "orders" | "lowStock";
  count: number;
  text: string;
}
export interface SalesDay {
  /** Indian calendar date, "2026-11-25". */
  date: string;
  orders: number;
  /** Rupees. */
  revenue: number;
}
export interface LowStockProduct {
  _id: string;
  code: string;
  name: string;
  slug: string;
  /** Units left (of this size, for a piece sold by size). */
  stock: number;
  /** A piece sold by size: the size running low (its id and label); null for a piece without sizes. */
  sizeId: string | null;
  size: string | null;
}
export interface Dashboard {
  counts: { users: number; products: number; categories: number; inquiries: number; blogs: number };
  system: { activeUsers: number; activeCategories: number; availableProducts: number };
  categories: DashboardCategory[];
  recentUsers: AdminCustomerJSON[];
  inquiries: AdminInquiryJSON[];
  notifications: DashboardNotification[];
  sales: SalesDay[];
  /** Orders waiting for the owner: COD orders awaiting the confirmation call, then the order requests' steps. */
  waiting: { awaiting_confirmation: number; draft: number; acknowledged: number; payment_pending: number };
  lowStock: { threshold: number; total: number; products: LowStockProduct[] };
  unread: { inquiries: number; messages: number };
  /** The shop's contact and legal fields still showing the demo's values (src/lib/admin/demo-placeholders.ts). */
  placeholders: DemoPlaceholder[];
}

export async function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  // The server builds every part; the envelope carries them at its top level next to status and msg.
  return (await adminJson(DASHBOARD_API.load, { signal })) as unknown as Dashboard;
}
