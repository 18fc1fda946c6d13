import type { Metadata } from "next";
import { BulkAddPage } from "@/components/admin/products/bulk-add/bulk-add-page";

export const metadata: Metadata = { title: "Bulk Upload Products" };

/** /admin/products/bulk-add (back office §2 Bulk add): media, rows (CSV or by hand), review and submit. */
export default function AdminBulkAddProductsPage() {
  return <BulkAddPage />;
}
