import type { Metadata } from "next";
import { ColorsPage } from "@/components/admin/colors/colors-page";

export const metadata: Metadata = { title: "Jewellery Colors" };

/** /admin/colors (back office §2 Colours): a client island over the admin API. */
export default function AdminColorsPage() {
  return <ColorsPage />;
}
