import type { DemoPlaceholder } from "@/lib/admin/demo-placeholders";
import type { StaffRole } from "@/lib/admin/permissions";
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
/**
 * The dashboard for the signed-in role (issue 43): a part the role may not use is null (a count
 * absent), and the page shows no card for it.
 */
export interface Dashboard {
  role: StaffRole;
  counts: { users?: number; products?: number; categories?: number; inquiries?: number; blogs?: number };
  system: { activeUsers: number; activeCategories: number; availableProducts: number } | null;
  categories: DashboardCategory[] | null;
  recentUsers: AdminCustomerJSON[] | null;
  inquiries: AdminInquiryJSON[] | null;
  notifications: DashboardNotification[];
  /** The owner's and managers' only. */
  sales: SalesDay[] | null;
  /** Orders waiting for the owner: COD orders awaiting the confirmation call, then the order requests' steps. */
  waiting: { awaiting_confirmation: number; draft: number; acknowledged: number; payment_pending: number } | null;
  lowStock: { threshold: number; total: number; products: LowStockProduct[] } | null;
  unread: { inquiries: number | null; messages: number | null } | null;
  /** The shop's contact and legal fields still showing the demo's values (src/lib/admin/demo-placeholders.ts). */
  placeholders: DemoPlaceholder[];
  /** The local (demo) shop, which asks no one for a second factor (a real server asks owners and managers). */
  secondFactorOptional: boolean;
}

export async function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  // The server builds every part; the envelope carries them at its top level next to status and msg.
  return (await adminJson(DASHBOARD_API.load, { signal })) as unknown as Dashboard;
}
