import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { databaseUrl, env } from "@/env";

// The one Prisma client of the app. Cached on globalThis so dev reloads and test files reuse it.
// It always talks the PostgreSQL wire protocol: to a real server, or to the embedded PGlite
// database that `npm start` serves on a local port (scripts/db/embedded.ts).
const globalForDb = globalThis as unknown as { prisma?: PrismaClient };

function createClient(): PrismaClient {
  const adapter = new PrismaPg({ connectionString: databaseUrl(), max: env.DATABASE_POOL_MAX });
  return new PrismaClient({ adapter, omit: { customer: { passwordHash: true }, admin: { passwordHash: true, resetSecretHash: true } } });
}

export const db: PrismaClient = globalForDb.prisma ?? createClient();
globalForDb.prisma = db;
