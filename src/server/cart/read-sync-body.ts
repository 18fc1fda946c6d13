import "server-only";
import type { z } from "zod";
import { CART_SYNC_MAX_BODY_BYTES } from "@/lib/constants";
import { badRequest } from "@/server/errors";
import { readJsonBody } from "@/server/http/read-json-body";
import { describeZodError } from "@/server/http/route";

/**
 * The JSON body of a cart or wishlist endpoint, checked by its schema: 415 for a non-JSON type,
 * 413 past CART_SYNC_MAX_BODY_BYTES, 400 for bad JSON or a bad field, with the field named.
 */
export async function readSyncBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const body = await readJsonBody(request, { maxBytes: CART_SYNC_MAX_BODY_BYTES });
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(`Invalid request. ${describeZodError(parsed.error)}`);
  return parsed.data;
}

/** The browser's {pId, qty, color, size} lines as the shop's wanted lines (qty 1, no colour, no size when absent). */
export function wantedLines(lines: ReadonlyArray<{ pId: string; qty?: number; color?: string | null; size?: string | null }>) {
  return lines.map((line) => ({ productId: line.pId, qty: line.qty ?? 1, colorId: line.color ?? null, sizeId: line.size ?? null }));
}
