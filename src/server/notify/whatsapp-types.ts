// What every WhatsApp sender offers the shop: the factory (choose-sender.ts) and its drivers
// (cloud-api-sender.ts, outbox-sender.ts) all import it from here, so no driver imports its factory.
// Free of "server-only" and of env.ts: `npm run maintenance -- notifications` uses them too.

/** One template message: the recipient (E.164 without "+"), the template's name, language and body parameters in order. */
export interface WhatsAppMessage {
  to: string;
  template: string;
  language: string;
  params: readonly string[];
}

export interface WhatsAppSender {
  name: "cloud" | "outbox";
  /** Sends one message; resolves with the provider's message id, rejects with a readable Error. */
  send(message: WhatsAppMessage): Promise<{ providerMessageId: string }>;
}

/** The settings the senders are made from (env.ts's keys, or process.env's in a script). */
export interface WhatsAppConfig {
  WHATSAPP_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  WHATSAPP_API_BASE: string;
  WHATSAPP_TEMPLATE_LANGUAGE: string;
  WHATSAPP_OUTBOX_DIR?: string;
  MAIL_OUTBOX_DIR: string;
}
