import "server-only";
import { AppError, badRequest } from "@/server/errors";
import { readBodyText } from "./read-body-text";

// A JSON request body, read defensively: the right content type (415), a size cap counted on
// the bytes actually received, not only on Content-Length (413), and valid JSON (400). What the
// JSON holds is the caller's zod schema's business.

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

export async function readJsonBody(request: Request, { maxBytes }: { maxBytes: number }): Promise<unknown> {
  if (!JSON_TYPE.test(request.headers.get("content-type") ?? "")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request as JSON (Content-Type: application/json).");
  }
  const text = await readBodyText(request, { maxBytes });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
}
