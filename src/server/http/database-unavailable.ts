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

/** True when `error` (or anything in its `cause` chain) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === "object" && !seen.has(current); ) {
    seen.add(current);
    const e = current as { name?: unknown; code?: unknown; errorCode?: unknown; kind?: unknown; message?: unknown; cause?: unknown };
    if (e.name === "PrismaClientInitializationError") return true;
    for (const code of [e.code, e.errorCode]) {
      if (typeof code !== "string") continue;
      if (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || POSTGRES_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof e.kind === "string" && ADAPTER_KINDS.has(e.kind)) return true;
    if (typeof e.message === "string" && PG_MESSAGES.test(e.message)) return true;
    current = e.cause;
  }
  return false;
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
