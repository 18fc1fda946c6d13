import type { Metadata } from "next";
import { ProductsPage } from "@/components/admin/products/products-page";

export const metadata: Metadata = { title: "Products" };

/** /admin/products (back office §2 Products): a client island over the admin API. */
export default function AdminProductsPage() {
  return <ProductsPage />;
}
