import type { Metadata } from "next";
import { AddProductPage } from "@/components/admin/products/product-pages";

export const metadata: Metadata = { title: "Add Product" };

/** /admin/products/add (back office §2 Add product). */
export default function AdminAddProductPage() {
  return <AddProductPage />;
}
