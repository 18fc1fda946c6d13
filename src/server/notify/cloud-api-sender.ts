import type { WhatsAppMessage, WhatsAppSender } from "./whatsapp-types";

// The WhatsApp Business Cloud API driver: POST {apiBase}/{phoneNumberId}/messages with a bearer
// token and a template message whose body parameters are plain text, in order:
//   { messaging_product: "whatsapp", to, type: "template",
//     template: { name, language: { code }, components: [{ type: "body", parameters: [{ type: "text", text }] }] } }
// Meta answers { messages: [{ id: "wamid..." }] }, or { error: { message, code } } with a 4xx/5xx.

/** How long one call may take before it counts as failed (the message is retried later). */
export const CLOUD_API_TIMEOUT_MS = 10_000;

export interface CloudApiOptions {
  token: string;
  phoneNumberId: string;
  /** https://graph.facebook.com/v21.0 (with the version). */
  apiBase: string;
  timeoutMs?: number;
}

/** The request body for one message (exported for the tests). */
export function cloudApiBody(message: WhatsAppMessage) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to,
    type: "template",
    template: {
      name: message.template,
      language: { code: message.language },
      components: message.params.length > 0 ? [{ type: "body", parameters: message.params.map((text) => ({ type: "text", text })) }] : [],
    },
  };
}

interface CloudAnswer {
  messages?: { id?: unknown }[];
  error?: { message?: unknown; code?: unknown; error_data?: { details?: unknown } };
}

function describe(status: number, answer: CloudAnswer | null): string {
  const error = answer?.error;
  const parts = [`HTTP ${status}`];
  if (typeof error?.message === "string") parts.push(error.message);
  if (typeof error?.error_data?.details === "string") parts.push(error.error_data.details);
  if (error?.code !== undefined) parts.push(`(code ${String(error.code)})`);
  return parts.join(": ").replace(/: \(code/, " (code").slice(0, 500);
}

export function cloudApiSender({ token, phoneNumberId, apiBase, timeoutMs = CLOUD_API_TIMEOUT_MS }: CloudApiOptions): WhatsAppSender {
  const url = `${apiBase.replace(/\/+$/, "")}/${encodeURIComponent(phoneNumberId)}/messages`;
  return {
    name: "cloud",
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(cloudApiBody(message)),
          signal: AbortSignal.timeout(timeoutMs),
          cache: "no-store",
        });
      } catch (error) {
        const reason = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs / 1000} s` : error instanceof Error ? error.message : String(error);
        throw new Error(`WhatsApp Cloud API unreachable: ${reason}`);
      }
      const answer = (await response.json().catch(() => null)) as CloudAnswer | null;
      if (!response.ok) throw new Error(describe(response.status, answer));
      const id = answer?.messages?.[0]?.id;
      if (typeof id !== "string" || !id) throw new Error(`HTTP ${response.status}: the answer has no message id`);
      return { providerMessageId: id };
    },
  };
}
