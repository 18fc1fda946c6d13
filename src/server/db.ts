import "server-only";
import { PrismaClient } from "@/generated/prisma/client";
import { databaseUrl, env } from "@/env";
import { moneyAsNumbers, moneyInAnswer } from "@/server/db-money";
import { noteDatabaseFailure } from "@/server/http/database-unavailable";
import { pgAdapter } from "@/server/pg-adapter";

// The one Prisma client of the app. Cached on globalThis so dev reloads and test files reuse it.
// It always talks the PostgreSQL wire protocol: to a real server, or to the embedded PGlite
// database that `npm start` serves on a local port (scripts/db/embedded.ts).
const globalForDb = globalThis as unknown as { prisma?: Db };

/** How long getting a connection may take (a new one, or a free one from a full pool). */
const CONNECT_TIMEOUT_MS = 5_000;
/** How long one query may wait for its answer: far longer than any of ours should take. */
const QUERY_TIMEOUT_MS = 30_000;

/** Prisma's own client with the app's settings. */
function prismaClient(connectionString: string) {
  // A transaction sends its queries one at a time (src/server/pg-adapter.ts says why).
  const adapter = pgAdapter({
    connectionString,
    max: env.DATABASE_POOL_MAX,
    // Bounds for a database that stops answering (a network cut, a failover): a request fails with a
    // 503 (src/server/http/database-unavailable.ts) instead of waiting on it without end.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  // Secrets are never read by accident: a query that needs one asks for it (select, or omit: { x: false }).
  return new PrismaClient({ adapter, omit: { customer: { passwordHash: true }, admin: { passwordHash: true, resetSecretHash: true, totpSecret: true } } });
}

/** Types only (never called): the client's type with money typed as numbers (src/server/db-money.ts). */
const _moneyTyped = (client: ReturnType<typeof prismaClient>) => client.$extends({ result: moneyAsNumbers });

/** The app's client: Prisma's, with money read as numbers. */
export type Db = ReturnType<typeof _moneyTyped>;
/** A transaction's client of `db.$transaction(async (tx) => …)`. */
export type DbTransaction = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** A Prisma client on `connectionString` with the app's settings (tests make one on a proxy they can cut). */
export function createClient(connectionString = databaseUrl()): Db {
  const client = prismaClient(connectionString);
  // Every failed query is noted, so an outage is recognised even where Next hides the error (see
  // there). A model query's money (PostgreSQL bigint) is read as a number of paise
  // (src/server/db-money.ts), which is what the Db type says; raw queries answer as pg does.
  return client.$extends({
    query: {
      async $allOperations({ model, args, query }) {
        try {
          return moneyInAnswer(model, await query(args));
        } catch (error) {
          noteDatabaseFailure(error);
          throw error;
        }
      },
    },
  }) as unknown as Db;
}

export const db: Db = globalForDb.prisma ?? createClient();
globalForDb.prisma = db;
