import "server-only";
import { DELIVERY_MSG as M } from "@/lib/admin/delivery-messages";
import { AppError, badRequest } from "@/server/errors";
import { readBodyText } from "@/server/http/read-body-text";
import { displayFilename, filesOf, readMultipart } from "@/server/http/read-multipart";
import { PIN_CSV_MAX_BYTES } from "./read-pin-csv";

// The PIN list's upload: the page's form (multipart/form-data, the file in the field "file") or the
// CSV itself as the body (text/csv, for a script). At most 1 MB either way, refused (413) as soon as
// it passes; the text must be UTF-8 (a spreadsheet's "CSV UTF-8").

const MAX_MB = PIN_CSV_MAX_BYTES / (1024 * 1024);
const TEXT_TYPE = /^(?:text\/csv|text\/plain|application\/csv)\s*(?:;|$)/i;

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(M.csvNotText);
  }
}

export async function readPinUpload(request: Request): Promise<{ text: string; filename: string }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (TEXT_TYPE.test(contentType)) {
    try {
      return { text: await readBodyText(request, { maxBytes: PIN_CSV_MAX_BYTES }), filename: "upload.csv" };
    } catch (error) {
      if (error instanceof AppError && error.code === "PAYLOAD_TOO_LARGE") throw new AppError("PAYLOAD_TOO_LARGE", M.csvTooLarge(MAX_MB));
      if (error instanceof AppError && error.code === "BAD_REQUEST") throw badRequest(M.csvNotText);
      throw error;
    }
  }
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the PIN list as a CSV file (multipart/form-data, field file) or as text/csv.");
  }
  const form = await readMultipart(request, {
    files: { file: { maxCount: 1, maxBytes: PIN_CSV_MAX_BYTES, tooLarge: () => M.csvTooLarge(MAX_MB), tooMany: M.csvOneFile } },
    maxFields: 5,
    maxFieldBytes: 1024,
  });
  const [file] = filesOf(form, "file");
  if (!file || file.bytes.length === 0) throw badRequest(M.csvFile);
  return { text: decode(file.bytes), filename: displayFilename(file.filename) };
}
