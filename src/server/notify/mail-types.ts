// What the queue's mail senders offer (issue 45: cart reminders and back-in-stock alerts go through
// the notification queue, channel email, with its retries and backoff). Free of "server-only" and of
// env.ts: `npm run maintenance -- notifications` sends them too.

/** A mail as the queue stores it (Notification.params of an email row). */
export interface QueuedMail {
  subject: string;
  text: string;
  html: string;
  /**
   * The one-click unsubscribe address (RFC 8058): sent as `List-Unsubscribe: <url>` with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. Every marketing mail and alert has one.
   */
  unsubscribeUrl?: string;
}

export interface OutgoingMail extends QueuedMail {
  to: string;
}

export interface MailSender {
  name: "smtp" | "outbox";
  /** Sends one mail; resolves with where it went (the SMTP message id or the outbox file), rejects with a readable Error. `now` names the outbox file. */
  send(mail: OutgoingMail, now?: Date): Promise<{ providerMessageId: string }>;
}

/** The settings a mail sender is made from (env.ts's keys, or process.env's in a script). */
export interface MailConfig {
  SMTP_URL?: string;
  MAIL_FROM: string;
  MAIL_OUTBOX_DIR: string;
}

/** A stored Notification.params as a QueuedMail; throws when it is not one. */
export function queuedMailOf(value: unknown): QueuedMail {
  const mail = value as Partial<QueuedMail> | null;
  if (!mail || typeof mail !== "object" || typeof mail.subject !== "string" || typeof mail.text !== "string" || typeof mail.html !== "string") {
    throw new Error("the stored mail has no subject, text and html");
  }
  if (mail.unsubscribeUrl !== undefined && typeof mail.unsubscribeUrl !== "string") throw new Error("the stored mail's unsubscribe address is not a text");
  return { subject: mail.subject, text: mail.text, html: mail.html, ...(mail.unsubscribeUrl ? { unsubscribeUrl: mail.unsubscribeUrl } : {}) };
}
