import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { outboxMessageFile } from "./whatsapp-outbox";
import type { WhatsAppSender } from "./whatsapp-types";

// The local driver, used without WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID: each message is written
// as one JSON file into the outbox folder (like the mails' .eml files), never sent. The demo and
// the tests read it (whatsapp-outbox.ts).

export function outboxSender(dir: string): WhatsAppSender {
  return {
    name: "outbox",
    async send(message) {
      const now = new Date();
      const file = outboxMessageFile(message.to, message.template, now);
      await mkdir(dir, { recursive: true });
      const record = { to: message.to, template: message.template, language: message.language, params: [...message.params], writtenAt: now.toISOString() };
      await writeFile(path.join(dir, file), `${JSON.stringify(record, null, 2)}\n`, { flag: "wx" });
      return { providerMessageId: `outbox:${file}` };
    },
  };
}
