import "server-only";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { AppError, badRequest } from "@/server/errors";

// multipart/form-data bodies (the back office's product, category and blog forms), parsed as they
// stream in with busboy: each file is counted while it arrives and refused (413) the moment it
// passes its field's limit, so an oversize upload is never read whole; the whole body is capped by
// the sum of what the fields allow. File names are kept only for messages: stored files get names
// made by the server (src/server/media/storage.ts).

export interface FileRule {
  /** How many files this field may carry. */
  maxCount: number;
  maxBytes: number;
  /** The 413 message for a file over maxBytes, e.g. 'Image "ring.jpg" is too large. Max 5MB each.' */
  tooLarge: (filename: string) => string;
  /** The 400 message for more than maxCount files. */
  tooMany: string;
}

export interface MultipartFile {
  field: string;
  /** The name the browser sent, cleaned for messages (never used to store anything). */
  filename: string;
  /** The type the browser claimed: not trusted; content is checked by its bytes. */
  declaredType: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Map<string, string[]>;
  files: MultipartFile[];
}

export interface MultipartLimits {
  /** The file fields this form accepts; any other file field is a 400. */
  files: Record<string, FileRule>;
  /** Text fields: at most this many, each at most maxFieldBytes (default 200 fields of 256 KB). */
  maxFields?: number;
  maxFieldBytes?: number;
}

const DEFAULT_MAX_FIELDS = 200;
const DEFAULT_MAX_FIELD_BYTES = 256 * 1024;

/** A file name fit for a message: no paths, no control characters, at most 120 characters. */
export function displayFilename(raw: string | undefined): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f"<>]/g, "").trim();
  return (clean || "file").slice(0, 120);
}

export async function readMultipart(request: Request, limits: MultipartLimits): Promise<MultipartBody> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the form as multipart/form-data.");
  }
  const maxFields = limits.maxFields ?? DEFAULT_MAX_FIELDS;
  const maxFieldBytes = limits.maxFieldBytes ?? DEFAULT_MAX_FIELD_BYTES;
  const fileBytes = Object.values(limits.files).reduce((sum, rule) => sum + rule.maxCount * rule.maxBytes, 0);
  // What a well-formed body can weigh: the files, the text fields, and room for part headers.
  const maxBodyBytes = fileBytes + Math.min(maxFields * maxFieldBytes, 4 * 1024 * 1024) + 1024 * 1024;
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBodyBytes) {
    throw new AppError("PAYLOAD_TOO_LARGE", `The upload is too large (at most ${Math.floor(maxBodyBytes / (1024 * 1024))} MB).`);
  }
  if (!request.body) throw badRequest("The form is empty.");

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { fields: maxFields, fieldSize: maxFieldBytes, files: Object.values(limits.files).reduce((n, rule) => n + rule.maxCount, 0) + 1, parts: maxFields + 100 },
    });
  } catch {
    throw badRequest("The form could not be read (malformed multipart/form-data).");
  }

  const source = Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>);
  const fields = new Map<string, string[]>();
  const files: MultipartFile[] = [];
  const counts = new Map<string, number>();
  let received = 0;

  return new Promise<MultipartBody>((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      parser.removeAllListeners();
      parser.on("error", () => {});
      reject(error instanceof AppError ? error : badRequest("The form could not be read (malformed multipart/form-data)."));
    };

    source.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBodyBytes) fail(new AppError("PAYLOAD_TOO_LARGE", `The upload is too large (at most ${Math.floor(maxBodyBytes / (1024 * 1024))} MB).`));
    });
    source.on("error", fail);

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail(new AppError("PAYLOAD_TOO_LARGE", `The field "${displayFilename(name)}" is too long.`));
      const list = fields.get(name) ?? [];
      list.push(value);
      fields.set(name, list);
    });

    parser.on("file", (name, stream, info) => {
      const rule = Object.hasOwn(limits.files, name) ? limits.files[name] : undefined;
      const filename = displayFilename(info.filename);
      if (!rule) {
        stream.resume();
        return fail(badRequest(`Unexpected file field "${displayFilename(name)}".`));
      }
      const count = (counts.get(name) ?? 0) + 1;
      counts.set(name, count);
      if (count > rule.maxCount) {
        stream.resume();
        return fail(badRequest(rule.tooMany));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > rule.maxBytes) {
          stream.resume();
          fail(new AppError("PAYLOAD_TOO_LARGE", rule.tooLarge(filename)));
          return;
        }
        chunks.push(chunk);
      });
      stream.on("end", () => {
        if (settled || size > rule.maxBytes) return;
        // An empty file input still sends a part with no name and no bytes: not a file.
        if (size === 0 && !info.filename) return;
        files.push({ field: name, filename, declaredType: info.mimeType, bytes: Buffer.concat(chunks, size) });
      });
    });

    parser.on("filesLimit", () => fail(badRequest("Too many files in one form.")));
    parser.on("fieldsLimit", () => fail(badRequest("Too many fields in one form.")));
    parser.on("partsLimit", () => fail(badRequest("Too many parts in one form.")));
    parser.on("error", fail);
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      resolve({ fields, files });
    });
    source.pipe(parser);
  });
}

/** The one value of a text field (the last when repeated), or undefined. */
export function field(body: MultipartBody, name: string): string | undefined {
  return body.fields.get(name)?.at(-1);
}

/** Every value of a repeated text field (colors, colors, ...), in order. */
export function fieldList(body: MultipartBody, name: string): string[] {
  return body.fields.get(name) ?? [];
}

/** The files of one field, in the order they were sent. */
export function filesOf(body: MultipartBody, name: string): MultipartFile[] {
  return body.files.filter((file) => file.field === name);
}
