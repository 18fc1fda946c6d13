import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

// The local WhatsApp outbox (see outbox-sender.ts): one .json file per message, named
// `<ISO time>-<to>-<template>-<random>.json`. Reading it is for the tests (integration and e2e):
// free of "server-only" and of env.ts so a Playwright spec can import it with the folder it knows.

export interface OutboxWhatsApp {
  to: string;
  template: string;
  language: string;
  params: string[];
  writtenAt: string;
}

/** A new message's file name (unique: two messages in the same millisecond do not collide). */
export function outboxMessageFile(to: string, template: string, now: Date): string {
  const safe = (text: string) => text.replace(/[^a-zA-Z0-9_-]/g, "_");
  return `${now.toISOString().replace(/:/g, "-")}-${safe(to)}-${safe(template)}-${randomBytes(3).toString("hex")}.json`;
}

/** Every message in `dir`, oldest first (none when the folder does not exist). */
export async function readWhatsAppOutbox(dir: string): Promise<OutboxWhatsApp[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((file) => file.endsWith(".json")).sort();
  } catch {
    return [];
  }
  const messages: OutboxWhatsApp[] = [];
  for (const file of files) {
    try {
      messages.push(JSON.parse(await readFile(path.join(dir, file), "utf8")) as OutboxWhatsApp);
    } catch {
      // A file being written or not ours: skipped.
    }
  }
  return messages;
}

/** The messages to one number (E.164 without "+"), oldest first. */
export async function whatsappMessagesTo(dir: string, to: string): Promise<OutboxWhatsApp[]> {
  return (await readWhatsAppOutbox(dir)).filter((message) => message.to === to);
}
