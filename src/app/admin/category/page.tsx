import type { Metadata } from "next";
import { CategoriesPage } from "@/components/admin/categories/categories-page";

export const metadata: Metadata = { title: "Categories" };

/** /admin/category (back office §2 Categories): a client island over the admin API. */
export default function AdminCategoryPage() {
  return <CategoriesPage />;
}
