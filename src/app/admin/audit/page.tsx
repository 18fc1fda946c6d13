import type { Metadata } from "next";
import { AuditPage } from "@/components/admin/audit/audit-page";

export const metadata: Metadata = { title: "Audit log" };

/** /admin/audit: who changed what in the back office, and when (issue 13). */
export default function AdminAuditPage() {
  return <AuditPage />;
}
