import { PrismaClient } from "@/generated/prisma/client";
import { type MoneyClient, withMoneyAsNumbers } from "@/server/db-money";
import { pgAdapter } from "@/server/pg-adapter";

// The seed's own Prisma client: built like src/server/db.ts, but without "server-only" (the seed
// runs as a plain Node script) and without `omit`, since it writes password hashes. Money reads as
// numbers, as the app's client reads it (src/server/db-money.ts).
export function createSeedClient(connectionString = process.env.DATABASE_URL): MoneyClient {
  if (!connectionString) {
    throw new Error("DATABASE_URL is not set. Run the seed through `npm start`, scripts/with-database.ts, or set DATABASE_URL.");
  }
  return withMoneyAsNumbers(new PrismaClient({ adapter: pgAdapter({ connectionString, max: 4 }) }));
}
