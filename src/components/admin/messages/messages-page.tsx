"use client";

import { ReadListPage } from "@/components/admin/inquiries/read-list-page";
import { CONTACT_MESSAGE_MSG } from "@/lib/admin/people-messages";
import { type AdminContactMessageJSON, MESSAGES_KEY, changeMessageStatus, fetchMessagePage, messageListKey } from "@/lib/api/admin/people";
import { MessageList } from "./message-list";

/** /admin/messages: the contact form's messages, searched, filtered, sorted and paged by the server. */
export function MessagesPage() {
  return (
    <ReadListPage<AdminContactMessageJSON>
      texts={CONTACT_MESSAGE_MSG}
      rootKey={MESSAGES_KEY}
      listKey={messageListKey}
      fetchPage={fetchMessagePage}
      isRead={(message) => message.read}
      changeStatus={changeMessageStatus}
      renderList={(messages, busyId, onToggle) => <MessageList messages={messages} busyId={busyId} onToggle={onToggle} />}
    />
  );
}
