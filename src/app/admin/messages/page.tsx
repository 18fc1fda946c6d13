import type { Metadata } from "next";
import { MessagesPage } from "@/components/admin/messages/messages-page";

export const metadata: Metadata = { title: "Contact messages" };

/** /admin/messages: the contact form's messages, a client island over the admin API. */
export default function AdminMessagesPage() {
  return <MessagesPage />;
}
