import { defineConfig } from "prisma/config";

// The Prisma CLI is only used for `prisma generate` here (offline); migrations are applied by
// scripts/db/migrate.ts. `prisma migrate deploy` also works where Prisma's engine can be downloaded.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: {
    path: "prisma/migrations",
    seed: "tsx prisma/seed.ts",
  },
  datasource: {
    url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unused",
  },
});
