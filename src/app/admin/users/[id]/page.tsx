import type { Metadata } from "next";
import { CustomerDetailPage } from "@/components/admin/customers/customer-detail-page";

export const metadata: Metadata = { title: "Customer" };

/** /admin/users/{id}: one customer and their orders. The client island reads the id (useParams). */
export default function AdminUserPage() {
  return <CustomerDetailPage />;
}
