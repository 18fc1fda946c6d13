"use client";

import cardsUi from "@/components/admin/ui/cards.module.css";
import styles from "@/components/admin/inquiries/read-list.module.css";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { CONTACT_MESSAGE_MSG } from "@/lib/admin/people-messages";
import type { AdminContactMessageJSON } from "@/lib/api/admin/people";
import { formatDate } from "@/lib/format";

/** The contact form's messages, one card each, with the read/unread toggle. */
export function MessageList({ messages, busyId, onToggle }: { messages: AdminContactMessageJSON[]; busyId: string | null; onToggle: (message: AdminContactMessageJSON) => void }) {
  return (
    <ul className={styles.list} role="list">
      {messages.map((message) => (
        <li key={message._id} className={`${cardsUi.box} ${styles.item} ${message.read ? "" : styles.unreadItem}`} data-testid="contact-message">
          <div className={styles.head}>
            <h2>{message.name}</h2>
            <span className={ui.muted}>
              <span className="sr-only">{CONTACT_MESSAGE_MSG.received}: </span>
              <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
            </span>
          </div>
          <dl className={styles.meta}>
            <div>
              <dt>{CONTACT_MESSAGE_MSG.email}</dt>
              <dd>
                <a href={`mailto:${message.email}`}>{message.email}</a>
              </dd>
            </div>
            {message.phone ? (
              <div>
                <dt>{CONTACT_MESSAGE_MSG.phone}</dt>
                <dd>
                  <a href={`tel:${message.phone}`}>{message.phone}</a>
                </dd>
              </div>
            ) : null}
          </dl>
          <p className={styles.message}>{message.message}</p>
          <div className={styles.actions}>
            <span className={`${ui.badge} ${message.read ? ui.inactive : ui.warning}`}>{message.read ? CONTACT_MESSAGE_MSG.read : CONTACT_MESSAGE_MSG.unread}</span>
            <button
              type="button"
              className={ui.button}
              disabled={busyId === message._id}
              onClick={() => onToggle(message)}
            >
              {/* Seen: "Mark as read"; heard: "Mark Asha's message as read" (the visible words stay in the name). */}
              {CONTACT_MESSAGE_MSG.mark}
              <span className="sr-only">{CONTACT_MESSAGE_MSG.whose(message.name)}</span>{" "}
              {message.read ? CONTACT_MESSAGE_MSG.asUnread : CONTACT_MESSAGE_MSG.asRead}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
