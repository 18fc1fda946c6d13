import { AppError } from "@/server/errors";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MSG, isDatabaseOutage, logDatabaseUnavailable } from "./database-unavailable";

// The REST envelope of the spec: { status: 1, msg, <dataKey>: ... } on success,
// { status: 0, msg } on failure, always with a correct HTTP status code too.
export interface SuccessBody {
  status: 1;
  msg: string;
  [dataKey: string]: unknown;
}

export interface FailureBody {
  status: 0;
  msg: string;
}

export function ok(data: Record<string, unknown>, msg = "OK", init?: ResponseInit): Response {
  const body: SuccessBody = { status: 1, msg, ...data };
  return Response.json(body, init);
}

/** A failure in the envelope. Never cacheable: a product created a moment after a 404 must show at once. */
export function fail(status: number, msg: string, headers?: Record<string, string>): Response {
  const body: FailureBody = { status: 0, msg };
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** What a failure tells the caller: the HTTP status, the msg and any headers (Retry-After). */
export interface Failure {
  httpStatus: number;
  msg: string;
  headers?: Record<string, string>;
}

/**
 * Maps anything thrown by a handler or an action to a failure: a database out of reach is a 503 with
 * Retry-After (src/server/http/database-unavailable.ts); unknown errors become a 500 without internals.
 */
export function describeFailure(error: unknown): Failure {
  if (error instanceof AppError) return { httpStatus: error.status, msg: error.message, headers: error.headers };
  const prismaCode = (error as { code?: unknown } | null)?.code;
  if (prismaCode === "P2025") return { httpStatus: 404, msg: "Not found." };
  if (prismaCode === "P2002") return { httpStatus: 409, msg: "This already exists." };
  if (isDatabaseOutage(error)) {
    logDatabaseUnavailable(error);
    return { httpStatus: 503, msg: DATABASE_UNAVAILABLE_MSG, headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } };
  }
  console.error(error);
  return { httpStatus: 500, msg: "Something went wrong on our side. Please try again." };
}

/** Maps anything thrown by a handler to the envelope. */
export function errorResponse(error: unknown): Response {
  const { httpStatus, msg, headers } = describeFailure(error);
  return fail(httpStatus, msg, headers);
}
