import "server-only";
import { AppError, badRequest } from "@/server/errors";

/**
 * A request body as the exact text received, for checking a signature over it (Razorpay's
 * webhook): at most maxBytes, counted on the bytes actually read (413), valid UTF-8 (400).
 * Unlike readJsonBody it does not parse: the signature must be checked first.
 */
export async function readRawBody(request: Request, { maxBytes }: { maxBytes: number }): Promise<string> {
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
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw badRequest("The request body is not valid UTF-8.");
  }
}
