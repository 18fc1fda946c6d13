import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { badRequest } from "@/server/errors";
import { errorResponse } from "@/server/http/envelope";

type Params = Record<string, string | string[] | undefined>;
export interface RouteContext<P extends Params = Params> {
  params: Promise<P>;
}
type Handler<P extends Params> = (request: NextRequest, context: RouteContext<P>) => Promise<Response>;

/**
 * Wraps a route handler: any AppError, ZodError or unexpected failure becomes the envelope with
 * the right HTTP status. Authorization wrappers (adminOnly, customerOnly) compose around this.
 */
export function route<P extends Params = Params>(handler: Handler<P>): Handler<P> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      unstable_rethrow(error); // Next's own control-flow signals (prerender bail-outs, redirects) pass through
      return errorResponse(error);
    }
  };
}

/** The first problem zod found, phrased for a person: "limit: must be at most 100". */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input.";
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}

/** Parses the query string with a zod schema; a bad value is a 400 with a clear msg. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw badRequest(`Invalid query. ${describeZodError(parsed.error)}`);
  return parsed.data;
}

/** Parses path params with a zod schema. */
export async function parseParams<S extends z.ZodType>(context: RouteContext, schema: S): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await context.params);
  if (!parsed.success) throw badRequest(`Invalid path. ${describeZodError(parsed.error)}`);
  return parsed.data;
}
