import type { Metadata } from "next";
import { StaffPage } from "@/components/admin/staff/staff-page";

export const metadata: Metadata = { title: "Staff" };

/** /admin/staff (issue 43): the owner's page for the team. Its data comes from /api/admin/staff (permission "staff"). */
export default function AdminStaffPage() {
  return <StaffPage />;
}
