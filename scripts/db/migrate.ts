// Applies prisma/migrations/*/migration.sql offline, the way `prisma migrate deploy` does, and
// records each one in `_prisma_migrations` with Prisma's own table layout and checksum
// (sha256 of the file), so `prisma migrate deploy` on a machine with Prisma's engine agrees.
//
// - Holds Prisma's advisory lock (72707369) while it works: two processes starting at once
//   apply each migration exactly once.
// - Each migration runs in one transaction together with its bookkeeping row: it is either
//   applied and recorded, or neither.
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

const PRISMA_ADVISORY_LOCK = 72707369;
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../prisma/migrations");

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export interface MigrateResult {
  applied: string[];
  alreadyApplied: string[];
}

export async function migrate(
  connectionString: string,
  { dir = MIGRATIONS_DIR, log = (_msg: string) => {} }: { dir?: string; log?: (msg: string) => void } = {},
): Promise<MigrateResult> {
  const migrations = await readMigrations(dir);
  const client = new pg.Client({ connectionString });
  await client.connect();
  const result: MigrateResult = { applied: [], alreadyApplied: [] };
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PRISMA_ADVISORY_LOCK]);
    await client.query(CREATE_MIGRATIONS_TABLE);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT "migration_name", "checksum", "finished_at" FROM "_prisma_migrations" WHERE "rolled_back_at" IS NULL`,
    );
    const failed = rows.find((r) => r.finished_at === null);
    if (failed) {
      throw new Error(
        `Migration ${failed.migration_name} failed earlier and is not finished. Fix the database, then mark it rolled back (prisma migrate resolve --rolled-back ${failed.migration_name}).`,
      );
    }
    const applied = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    for (const m of migrations) {
      const checksum = applied.get(m.name);
      if (checksum !== undefined && checksum !== m.checksum) log(`warning: migration ${m.name} was modified after it was applied`);
      if (checksum !== undefined || !(await applyOne(client, m))) {
        result.alreadyApplied.push(m.name);
        continue;
      }
      log(`applied migration ${m.name}`);
      result.applied.push(m.name);
    }
    return result;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_ADVISORY_LOCK]).catch(() => {});
    await client.end();
  }
}

/**
 * Applies one migration and its bookkeeping row in one transaction. Returns false when another
 * process recorded it meanwhile (re-checked inside the transaction, so this holds even where the
 * advisory lock is shared, as on the embedded database's multiplexed connections).
 */
async function applyOne(client: pg.Client, m: MigrationFile): Promise<boolean> {
  await client.query("BEGIN");
  try {
    const done = await client.query(
      `SELECT 1 FROM "_prisma_migrations" WHERE "migration_name" = $1 AND "rolled_back_at" IS NULL AND "finished_at" IS NOT NULL`,
      [m.name],
    );
    if (done.rowCount) {
      await client.query("COMMIT");
      return false;
    }
    await client.query(m.sql);
    await client.query(
      `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at", "finished_at", "applied_steps_count")
       VALUES ($1, $2, $3, now(), now(), 1)`,
      [randomUUID(), m.checksum, m.name],
    );
    await client.query("COMMIT");
    return true;
  } catch (error) {
    await client.query("ROLLBACK");
    throw new Error(`Migration ${m.name} failed and was rolled back: ${(error as Error).message}`, { cause: error });
  }
}

// CLI: `npm run db:migrate` (uses DATABASE_URL).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("Set DATABASE_URL to the PostgreSQL database to migrate.");
    process.exit(1);
  }
  const { applied, alreadyApplied } = await migrate(url, { log: console.log });
  console.log(`migrations: ${applied.length} applied, ${alreadyApplied.length} already applied`);
}
