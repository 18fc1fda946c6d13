import "server-only";
import { AppError, badRequest } from "@/server/errors";

/**
 * A request body as UTF-8 text, read defensively: at most maxBytes, counted on the bytes actually
 * received and not only on Content-Length (413), stopping as soon as it passes the cap; invalid
 * UTF-8 is a 400. `keepBom` keeps a leading byte-order mark, so the text is exactly what was sent
 * (a signature over the raw body, e.g. Razorpay's webhook, must see every byte).
 */
export async function readBodyText(request: Request, { maxBytes, keepBom = false }: { maxBytes: number; keepBom?: boolean }): Promise<string> {
  const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", `The request is too large (at most ${Math.floor(maxBytes / 1024)} KB).`);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
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
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: keepBom }).decode(bytes);
  } catch {
    throw badRequest("The request body is not valid UTF-8.");
  }
}
