import type { Metadata } from "next";
import { AdminHome } from "@/components/admin/shell/admin-home";

export const metadata: Metadata = { title: "Dashboard" };

/** /admin: a welcome and the sections (part 2 replaces it with the dashboard). */
export default function AdminHomePage() {
  return <AdminHome />;
}
