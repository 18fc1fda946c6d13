import "server-only";
import { AppError, badRequest } from "@/server/errors";

// A JSON request body, read defensively: the right content type (415), a size cap counted on
// the bytes actually received, not only on Content-Length (413), and valid JSON (400). What the
// JSON holds is the caller's zod schema's business.

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

export async function readJsonBody(request: Request, { maxBytes }: { maxBytes: number }): Promise<unknown> {
  if (!JSON_TYPE.test(request.headers.get("content-type") ?? "")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request as JSON (Content-Type: application/json).");
  }
  const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", `The request is too large (at most ${Math.floor(maxBytes / 1024)} KB).`);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();

  const text = await readText(request, maxBytes, tooLarge);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
}

/** The body as UTF-8 text, stopping as soon as it passes maxBytes (a missing or false Content-Length cannot get past). */
async function readText(request: Request, maxBytes: number, tooLarge: () => AppError): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest("The request body is not valid UTF-8.");
  }
}
