import type { Metadata } from "next";
import { CustomersPage } from "@/components/admin/customers/customers-page";

export const metadata: Metadata = { title: "Customers" };

/** /admin/users (back office §2 Customers): a client island over the admin API. */
export default function AdminUsersPage() {
  return <CustomersPage />;
}
