import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { env } from "@/env";

// Outgoing mail. With SMTP_URL set, through that server (nodemailer). Without it, each message is
// written as an .eml file into MAIL_OUTBOX_DIR (default .data/outbox): the demo and the tests
// read the reset link from there (src/server/mail/outbox.ts), and any mail client opens the file.

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

let smtp: { url: string; transport: nodemailer.Transporter } | undefined;

function smtpTransport(url: string): nodemailer.Transporter {
  if (smtp?.url !== url) smtp = { url, transport: nodemailer.createTransport(url) };
  return smtp.transport;
}

/** The outbox file name: `<ISO time>-<to>.eml`, with characters unsafe in file names replaced. */
export function outboxFileName(to: string, now: Date): string {
  return `${now.toISOString().replace(/:/g, "-")}-${to.replace(/[^a-zA-Z0-9@._+-]/g, "_")}.eml`;
}

/** Sends a mail; returns where it went (the SMTP server, or the .eml file's path). */
export async function sendMail(mail: Mail, now: Date = new Date()): Promise<{ via: "smtp" } | { via: "outbox"; file: string }> {
  const message = { from: env.MAIL_FROM, ...mail };
  if (env.SMTP_URL) {
    await smtpTransport(env.SMTP_URL).sendMail(message);
    return { via: "smtp" };
  }
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }).sendMail(message);
  await mkdir(env.MAIL_OUTBOX_DIR, { recursive: true });
  const file = path.join(env.MAIL_OUTBOX_DIR, outboxFileName(mail.to, now));
  await writeFile(file, info.message as Buffer);
  return { via: "outbox", file };
}
