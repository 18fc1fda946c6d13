import path from "node:path";
import { cloudApiSender } from "./cloud-api-sender";
import { outboxSender } from "./outbox-sender";
import type { WhatsAppConfig, WhatsAppSender } from "./whatsapp-types";

// The seam between the shop and WhatsApp (like src/server/payments/gateway.ts for payments): the
// Cloud API driver when WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set, else the local outbox.
// Free of env.ts: the app passes env (whatsapp.ts), the maintenance command process.env.

/** Which driver a configuration gets. */
export function chooseWhatsApp(config: Pick<WhatsAppConfig, "WHATSAPP_TOKEN" | "WHATSAPP_PHONE_NUMBER_ID">): "cloud" | "outbox" {
  return config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID ? "cloud" : "outbox";
}

/** The local outbox folder: WHATSAPP_OUTBOX_DIR, else a `whatsapp` folder inside the mails' outbox. */
export function whatsappOutboxDir(config: Pick<WhatsAppConfig, "WHATSAPP_OUTBOX_DIR" | "MAIL_OUTBOX_DIR">): string {
  return config.WHATSAPP_OUTBOX_DIR || path.join(config.MAIL_OUTBOX_DIR, "whatsapp");
}

export function createWhatsAppSender(config: WhatsAppConfig): WhatsAppSender {
  if (chooseWhatsApp(config) === "cloud") {
    return cloudApiSender({ token: config.WHATSAPP_TOKEN!, phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID!, apiBase: config.WHATSAPP_API_BASE });
  }
  return outboxSender(whatsappOutboxDir(config));
}
