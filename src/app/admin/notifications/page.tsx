import type { Metadata } from "next";
import { NotificationsPage } from "@/components/admin/notifications/notifications-page";

export const metadata: Metadata = { title: "WhatsApp messages" };

/** /admin/notifications: the WhatsApp order updates, their status and "Retry now" (issue 22). */
export default function AdminNotificationsPage() {
  return <NotificationsPage />;
}
