import type { Metadata } from "next";
import { SettingsPage } from "@/components/admin/settings/settings-page";

export const metadata: Metadata = { title: "Settings" };

/** /admin/settings: the maintenance switch and the shop's details (issue 13). */
export default function AdminSettingsPage() {
  return <SettingsPage />;
}
