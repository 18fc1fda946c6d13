// A stand-in for the WhatsApp Business Cloud API on 127.0.0.1 (no network in tests): the one call the
// shop makes, as Meta documents it.
//   POST /<version>/<PHONE_NUMBER_ID>/messages with Authorization: Bearer <token> and
//        { messaging_product: "whatsapp", to, type: "template", template: { name, language: { code },
//          components: [{ type: "body", parameters: [{ type: "text", text }] }] } }
//   → 200 { messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid.…" }] },
//     401 { error } for another token, or what the test asks for (`failNext`: a 500 with Meta's error shape).
// It records every message it accepted or refused.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_WHATSAPP_TOKEN = "fake-whatsapp-access-token-0123456789";
export const FAKE_PHONE_NUMBER_ID = "109876543210987";
export const FAKE_API_VERSION = "v21.0";

export interface FakeWhatsAppRequest {
  path: string;
  authorization?: string;
  body: {
    messaging_product?: string;
    to?: string;
    type?: string;
    template?: { name?: string; language?: { code?: string }; components?: { type?: string; parameters?: { type?: string; text?: string }[] }[] };
  };
  answered: number;
}

export interface FakeWhatsApp {
  /** WHATSAPP_API_BASE for the shop (with the version). */
  baseUrl: string;
  requests: FakeWhatsAppRequest[];
  /** The next `times` messages answer `status` (default 500) with Meta's error shape. */
  failNext(times: number, status?: number): void;
  /** The next message waits this long before answering. */
  delayNext(ms: number): void;
  /** The body parameters' texts of an accepted request. */
  sentMessages(): { to: string; template: string; language: string; params: string[]; id: string }[];
  close(): Promise<void>;
}

export async function startFakeWhatsApp(): Promise<FakeWhatsApp> {
  const requests: FakeWhatsAppRequest[] = [];
  const sent: ReturnType<FakeWhatsApp["sentMessages"]> = [];
  let failures: { times: number; status: number } = { times: 0, status: 500 };
  let delay = 0;
  let count = 0;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    let raw = "";
    for await (const chunk of req) raw += String(chunk);
    const body = JSON.parse(raw || "{}") as FakeWhatsAppRequest["body"];
    const record: FakeWhatsAppRequest = { path: url.pathname, authorization: req.headers.authorization, body, answered: 0 };
    requests.push(record);
    const answer = (status: number, payload: unknown) => {
      record.answered = status;
      json(res, status, payload);
    };
    if (req.method !== "POST" || url.pathname !== `/${FAKE_API_VERSION}/${FAKE_PHONE_NUMBER_ID}/messages`) {
      return answer(404, { error: { message: "Unknown path components", type: "OAuthException", code: 2500 } });
    }
    if (req.headers.authorization !== `Bearer ${FAKE_WHATSAPP_TOKEN}`) {
      return answer(401, { error: { message: "Invalid OAuth access token - Cannot parse access token", type: "OAuthException", code: 190 } });
    }
    if (delay > 0) {
      const wait = delay;
      delay = 0;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    if (failures.times > 0) {
      failures = { ...failures, times: failures.times - 1 };
      return answer(failures.status, { error: { message: "Service temporarily unavailable", type: "OAuthException", code: 2, fbtrace_id: "fake" } });
    }
    const template = body.template;
    const params = template?.components?.find((component) => component.type === "body")?.parameters ?? [];
    if (body.messaging_product !== "whatsapp" || body.type !== "template" || !body.to || !template?.name || !template.language?.code || params.some((p) => p.type !== "text" || !p.text)) {
      return answer(400, { error: { message: "(#100) Invalid parameter", type: "OAuthException", code: 100 } });
    }
    count += 1;
    const id = `wamid.FAKE${String(count).padStart(6, "0")}`;
    sent.push({ to: body.to, template: template.name, language: template.language.code, params: params.map((p) => p.text ?? ""), id });
    return answer(200, { messaging_product: "whatsapp", contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => json(res, 500, { error: { message: "fake failed" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/${FAKE_API_VERSION}`,
    requests,
    failNext: (times, status = 500) => {
      failures = { times, status };
    },
    delayNext: (ms) => {
      delay = ms;
    },
    sentMessages: () => [...sent],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
