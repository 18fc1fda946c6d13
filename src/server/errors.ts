// One error type for the whole server. Throw an AppError anywhere in the data layer or a
// handler; src/server/http/route.ts turns it into the envelope and the HTTP status.
export type ErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "TOO_MANY_REQUESTS"
  | "INTERNAL"
  | "SERVICE_UNAVAILABLE";

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Extra response headers, e.g. Retry-After for TOO_MANY_REQUESTS and SERVICE_UNAVAILABLE. */
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, options?: { headers?: Record<string, string>; cause?: unknown }) {
    super(message, { cause: options?.cause });
    this.name = "AppError";
    this.code = code;
    this.headers = options?.headers;
  }

  get status(): number {
    return HTTP_STATUS[this.code];
  }
}

export const badRequest = (message: string) => new AppError("BAD_REQUEST", message);
export const notFound = (message: string) => new AppError("NOT_FOUND", message);

/** The answer to an /api address no handler serves (the catch-all route, the proxy, the internal views, the local stand-ins when off). */
export const NO_SUCH_API = "Not found. There is no API at this address.";
/** The 404 error for an /api address no handler serves. */
export const noSuchApi = () => notFound(NO_SUCH_API);
export const conflict = (message: string) => new AppError("CONFLICT", message);

/** A database error from a unique index (Prisma's P2002): the caller turns it into its own 409. */
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === "P2002";
export const unauthorized = (message = "Please login first") => new AppError("UNAUTHORIZED", message);
export const forbidden = (message = "You are not allowed to do this.") => new AppError("FORBIDDEN", message);
