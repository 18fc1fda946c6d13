import "server-only";
import type { z } from "zod";
import { SIZE_MSG } from "@/lib/admin/size-messages";
import { badRequest } from "@/server/errors";
import { readJsonBody } from "@/server/http/read-json-body";

/** A set or a size: a few hundred bytes. */
const JSON_MAX_BYTES = 4 * 1024;

/** The JSON body through the shared schema; the first problem is a 400 with the dialog's words. */
export async function readSizeBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await readJsonBody(request, { maxBytes: JSON_MAX_BYTES }));
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? SIZE_MSG.clientError);
  return parsed.data;
}
