import "server-only";
import { env } from "@/env";
import { createMailSender } from "@/server/notify/mail-sender";

// Outgoing mail sent at once (password resets, order mails). With SMTP_URL set, through that server
// (nodemailer). Without it, each message is written as an .eml file into MAIL_OUTBOX_DIR (default
// .data/outbox): the demo and the tests read the reset link from there (src/server/mail/outbox.ts),
// and any mail client opens the file. Marketing mails and alerts go through the notification queue
// instead (src/server/notify/queue-mail.ts), with retries; both use the same driver (mail-sender.ts).

export { outboxFileName } from "@/server/notify/mail-sender";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends a mail; returns where it went (the SMTP server, or the .eml file's path). */
export async function sendMail(mail: Mail, now: Date = new Date()): Promise<{ via: "smtp" } | { via: "outbox"; file: string }> {
  const sender = createMailSender(env);
  const { providerMessageId } = await sender.send(mail, now);
  return sender.name === "smtp" ? { via: "smtp" } : { via: "outbox", file: providerMessageId.slice("outbox:".length) };
}
