import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { CONTROL_CHARACTER } from "@/lib/schemas/query-values";
import { badRequest } from "@/server/errors";
import { errorResponse } from "@/server/http/envelope";
import { readQuery } from "@/server/http/read-query";
import { assertSameOrigin } from "@/server/http/same-origin";
import { type Access, type AuthContext, authorize } from "@/server/auth/authorize";

type Params = Record<string, string | string[] | undefined>;
export interface RouteContext<P extends Params = Params> {
  params: Promise<P>;
}
/** What Next calls: the exported GET, POST... of a route file. `access` is there for the role table test. */
export type RouteHandler<P extends Params = Params> = ((request: NextRequest, context: RouteContext<P>) => Promise<Response>) & {
  readonly access: Access;
};
type Handler<P extends Params, A extends Access> = (request: NextRequest, context: RouteContext<P>, auth: AuthContext<A>) => Promise<Response>;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface RouteOptions {
  /**
   * A public route whose only credential is a signed token in its URL, never a cookie (the one-click
   * unsubscribe, RFC 8058: a mail client may post it from anywhere). Step 1 below is skipped: with no
   * cookie to ride along, a post from another site can forge nothing the token does not already allow.
   */
  tokenInUrl?: true;
}

/**
 * Defines a route handler with who may call it: `route({ auth: "public" }, handler)`,
 * `route({ auth: "customer", ownUserId: "userId" }, (request, context, { customer }) => ...)`,
 * `route({ auth: "admin" }, ...)`. On every call, in this order:
 *   1. a state-changing method from another site is refused (403), whatever the role: cookies ride along cross-site;
 *   2. the role is checked (src/server/auth/authorize.ts): 401 without a session, 403 for someone else's {userId};
 *   3. the handler runs; any AppError, ZodError or unexpected failure becomes the envelope with the right
 *      HTTP status, and no answer but a success may be stored by a cache.
 * Methods the file does not implement: see otherMethods (src/server/http/other-methods.ts).
 */
export function route<P extends Params = Params, const A extends Access = Access>(access: A, handler: Handler<P, A>, options: RouteOptions = {}): RouteHandler<P> {
  const wrapped = async (request: NextRequest, context: RouteContext<P>) => {
    try {
      if (!SAFE_METHODS.has(request.method) && !(options.tokenInUrl && access.auth === "public")) assertSameOrigin(request);
      const auth = await authorize(access, request, access.auth === "public" ? {} : await context.params);
      return noStoreUnlessOk(await handler(request, context, auth));
    } catch (error) {
      unstable_rethrow(error); // Next's own control-flow signals (prerender bail-outs, redirects) pass through
      return errorResponse(error);
    }
  };
  return Object.assign(wrapped, { access });
}

/** Non-2xx answers get Cache-Control: no-store, whatever the handler set. */
function noStoreUnlessOk(response: Response): Response {
  if (response.status >= 200 && response.status < 300) return response;
  try {
    response.headers.set("Cache-Control", "no-store");
    return response;
  } catch {
    // Response.redirect() and Response.error() have immutable headers: copy them.
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", "no-store");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/** The first problem zod found, phrased for a person: "limit: must be at most 100". */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input.";
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}

/** The parameter names an object schema reads; null for other schemas (then every name counts). */
function knownKeys(schema: z.ZodType): ReadonlySet<string> | null {
  return schema instanceof z.ZodObject ? new Set(Object.keys(schema.shape)) : null;
}

/**
 * Parses the query string with a zod schema; a bad value is a 400 with a clear msg. Control
 * characters anywhere and a repeated parameter the schema reads are refused before the schema runs.
 */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const params = readQuery(new URL(request.url).searchParams, knownKeys(schema));
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw badRequest(`Invalid query. ${describeZodError(parsed.error)}`);
  return parsed.data;
}

/** Parses path params (decoded by Next) with a zod schema; control characters are refused first. */
export async function parseParams<S extends z.ZodType>(context: RouteContext, schema: S): Promise<z.infer<S>> {
  const params = await context.params;
  for (const [name, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value ?? ""];
    if (values.some((v) => CONTROL_CHARACTER.test(v))) throw badRequest(`Invalid path. ${name}: must not contain control characters`);
  }
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw badRequest(`Invalid path. ${describeZodError(parsed.error)}`);
  return parsed.data;
}
