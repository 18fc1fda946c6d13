import type { Metadata } from "next";
import { SizesPage } from "@/components/admin/sizes/sizes-page";

export const metadata: Metadata = { title: "Sizes" };

/** /admin/sizes (issue 42): the size sets and their sizes; a client island over the admin API. */
export default function AdminSizesPage() {
  return <SizesPage />;
}
