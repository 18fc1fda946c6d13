import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailConfig, MailSender, OutgoingMail } from "./mail-types";

// The mail driver every mail goes through (src/server/mail/send-mail.ts's direct mails and the
// queue's mails): with SMTP_URL through that server (nodemailer), without it one .eml file per
// mail in MAIL_OUTBOX_DIR (the demo and the tests read them: src/server/mail/outbox.ts). Free of
// "server-only" and of env.ts: the maintenance command passes process.env's keys.

/** The outbox file name: `<ISO time>-<to>.eml`, with characters unsafe in file names replaced. */
export function outboxFileName(to: string, now: Date): string {
  return `${now.toISOString().replace(/:/g, "-")}-${to.replace(/[^a-zA-Z0-9@._+-]/g, "_")}.eml`;
}

/** RFC 8058 one-click unsubscribe headers for a mail that has an unsubscribe address. */
export function unsubscribeHeaders(mail: Pick<OutgoingMail, "unsubscribeUrl">): Record<string, string> {
  if (!mail.unsubscribeUrl) return {};
  return { "List-Unsubscribe": `<${mail.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

let smtp: { url: string; transport: nodemailer.Transporter } | undefined;

function smtpTransport(url: string): nodemailer.Transporter {
  if (smtp?.url !== url) smtp = { url, transport: nodemailer.createTransport(url) };
  return smtp.transport;
}

export function createMailSender(config: MailConfig): MailSender {
  const message = (mail: OutgoingMail) => ({
    from: config.MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: unsubscribeHeaders(mail),
  });
  if (config.SMTP_URL) {
    const url = config.SMTP_URL;
    return {
      name: "smtp",
      async send(mail) {
        const info = await smtpTransport(url).sendMail(message(mail));
        return { providerMessageId: `smtp:${String(info.messageId ?? "")}` };
      },
    };
  }
  return {
    name: "outbox",
    async send(mail, now = new Date()) {
      const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }).sendMail(message(mail));
      await mkdir(config.MAIL_OUTBOX_DIR, { recursive: true });
      const file = path.join(config.MAIL_OUTBOX_DIR, outboxFileName(mail.to, now));
      await writeFile(file, info.message as Buffer);
      return { providerMessageId: `outbox:${file}` };
    },
  };
}
