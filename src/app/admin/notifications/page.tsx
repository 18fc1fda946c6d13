import type { Metadata } from "next";
import { NotificationsPage } from "@/components/admin/notifications/notifications-page";

export const metadata: Metadata = { title: "Messages" };

/** /admin/notifications: the queued WhatsApp messages and mails, their status and "Retry now" (issues 22, 45). */
export default function AdminNotificationsPage() {
  return <NotificationsPage />;
}
