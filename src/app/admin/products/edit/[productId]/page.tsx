import type { Metadata } from "next";
import { EditProductPage } from "@/components/admin/products/product-pages";

export const metadata: Metadata = { title: "Edit Product" };

/**
 * /admin/products/edit/{productId} (back office §2 Edit product). The client island reads the id
 * from the URL and loads the product itself, so this page holds no request data of its own.
 */
export default function AdminEditProductPage() {
  return <EditProductPage />;
}
