// Telling "the database cannot be reached right now" apart from every other failure, so that a
// request made during an outage (a network cut, a restart, a failover, a full pool) gets a 503 with
// Retry-After, which clients and Razorpay's webhooks retry, instead of a 500 with a stack trace.
// Nothing is half-written by such a failure: each write is one transaction, which PostgreSQL rolls
// back when its connection goes.

/** Prisma's codes for a database it cannot reach, lost, timed out on, or has no connection left for. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);
/** What Prisma's driver adapters put in `cause.kind` for the same failures. */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "SocketTimeout", "ConnectionClosed", "TooManyConnections"]);
/** Node's socket errors. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** PostgreSQL: admin shutdown, crash shutdown, cannot connect now (class 08 is checked apart). */
const POSTGRES_CODES = new Set(["57P01", "57P02", "57P03"]);
/** node-postgres's own messages for a lost or never-made connection. */
const PG_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/**
 * True when `error` (or anything in its `cause` chain, or the driver adapter's error Prisma keeps in
 * `meta.driverAdapterError`, as on a raw query's P2010) says the database is out of reach.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const e = current as { name?: unknown; code?: unknown; errorCode?: unknown; kind?: unknown; message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };
    if (e.name === "PrismaClientInitializationError") return true;
    for (const code of [e.code, e.errorCode]) {
      if (typeof code !== "string") continue;
      if (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || POSTGRES_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof e.kind === "string" && ADAPTER_KINDS.has(e.kind)) return true;
    if (typeof e.message === "string" && PG_MESSAGES.test(e.message)) return true;
    queue.push(e.cause, e.meta?.driverAdapterError);
  }
  return false;
}

// A query that fails inside a "use cache" function reaches the route as Next's production stand-in
// ("An error occurred in the Server Components render…", with a digest and no cause): the database
// error is gone by then. So every query failure is noted where it happens (src/server/db.ts), and a
// stand-in thrown while the database was just found out of reach is taken for that outage.
const LAST_UNREACHABLE = Symbol.for("silver-aura.database-unreachable-at");
const RECENT_MS = 5_000;

/** Called with every failed query: remembers when the database was last found out of reach. */
export function noteDatabaseFailure(error: unknown, now = Date.now()): void {
  if (isDatabaseUnavailable(error)) (globalThis as unknown as Record<symbol, number>)[LAST_UNREACHABLE] = now;
}

/** Next's stand-in for an error thrown while rendering (a "use cache" function's, in production). */
function isHiddenRenderError(error: unknown): boolean {
  const e = error as { digest?: unknown; message?: unknown } | null;
  return typeof e?.digest === "string" && typeof e.message === "string" && e.message.includes("Server Components render");
}

/** True when `error` should be answered as the database being out of reach (503 + Retry-After). */
export function isDatabaseOutage(error: unknown, now = Date.now()): boolean {
  if (isDatabaseUnavailable(error)) return true;
  const at = (globalThis as unknown as Record<symbol, number | undefined>)[LAST_UNREACHABLE];
  return isHiddenRenderError(error) && at !== undefined && now - at < RECENT_MS;
}

/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MSG = "The shop cannot reach its database right now. Please try again in a moment.";

// One log line per outage, not one per request (an outage can fail hundreds a second).
const LOG_EVERY_MS = 30_000;
let lastLogged = 0;

/** Logs the outage once per 30 s, with the first cause's message (no stack). */
export function logDatabaseUnavailable(error: unknown, now = Date.now()): void {
  if (now - lastLogged < LOG_EVERY_MS) return;
  lastLogged = now;
  const message = error instanceof Error ? error.message.split("\n").find((line) => line.trim()) : String(error);
  console.warn(`[db] the database is unreachable; answering 503 until it returns (${message})`);
}
