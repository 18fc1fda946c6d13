import "server-only";
import type * as z from "zod/mini";
import { firstAccountError } from "@/lib/schemas/account";
import { badRequest } from "@/server/errors";

/** A request body checked with an account schema; a problem is a 400 with the form's message. */
export function parseAccountBody<S extends z.ZodMiniType>(schema: S, body: unknown, fillAll?: string): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(firstAccountError(parsed.error, fillAll));
  return parsed.data;
}
