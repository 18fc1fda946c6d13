import type { Metadata } from "next";
import { DashboardPage } from "@/components/admin/dashboard/dashboard-page";

export const metadata: Metadata = { title: "Dashboard" };

/** /admin (back office §2 Dashboard): a client island over GET /api/admin/dashboard. */
export default function AdminHomePage() {
  return <DashboardPage />;
}
