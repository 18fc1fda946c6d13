import type { Metadata } from "next";
import { InquiriesPage } from "@/components/admin/inquiries/inquiries-page";

export const metadata: Metadata = { title: "Inquiries" };

/** /admin/adm-inquiry (back office §2 Admin inquiries): a client island over the admin API. */
export default function AdminInquiriesPage() {
  return <InquiriesPage />;
}
