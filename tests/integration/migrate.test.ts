import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { migrate, readMigrations } from "../../scripts/db/migrate";
import { provisionDatabase, type ProvisionedDatabase } from "../../scripts/db/provision";

// The offline migrator must behave like `prisma migrate deploy`: same bookkeeping table, same
// checksums, each migration atomic, and safe when two processes start at once.

const opened: ProvisionedDatabase[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.drop();
});

async function emptyDatabase() {
  const database = await provisionDatabase({ prefix: "shop_migrate", migrated: false });
  opened.push(database);
  return database;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("migrate", () => {
  it("applies every migration once and records it the way Prisma does", async () => {
    const { url } = await emptyDatabase();
    const files = await readMigrations();
    const first = await migrate(url);
    expect(first.applied).toEqual(files.map((f) => f.name));

    const rows = await query<{ migration_name: string; checksum: string; finished_at: Date | null; applied_steps_count: number }>(
      url,
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(files.map((f) => f.name));
    for (const [i, row] of rows.entries()) {
      expect(row.checksum).toBe(files[i]!.checksum);
      expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(row.finished_at).not.toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }

    const second = await migrate(url);
    expect(second.applied).toEqual([]);
    expect(second.alreadyApplied).toEqual(files.map((f) => f.name));
  });

  it("keeps Prisma's _prisma_migrations columns", async () => {
    const { url } = await emptyDatabase();
    await migrate(url);
    const columns = await query<{ column_name: string; data_type: string; is_nullable: string }>(
      url,
      `SELECT column_name, data_type, is_nullable FROM information_schema.columns
       WHERE table_name = '_prisma_migrations' AND table_schema = current_schema() ORDER BY column_name`,
    );
    expect(columns).toEqual([
      { column_name: "applied_steps_count", data_type: "integer", is_nullable: "NO" },
      { column_name: "checksum", data_type: "character varying", is_nullable: "NO" },
      { column_name: "finished_at", data_type: "timestamp with time zone", is_nullable: "YES" },
      { column_name: "id", data_type: "character varying", is_nullable: "NO" },
      { column_name: "logs", data_type: "text", is_nullable: "YES" },
      { column_name: "migration_name", data_type: "character varying", is_nullable: "NO" },
      { column_name: "rolled_back_at", data_type: "timestamp with time zone", is_nullable: "YES" },
      { column_name: "started_at", data_type: "timestamp with time zone", is_nullable: "NO" },
    ]);
  });

  it("is safe when two processes migrate the same database at once", async () => {
    const { url } = await emptyDatabase();
    const [a, b] = await Promise.all([migrate(url), migrate(url)]);
    const files = await readMigrations();
    // Between them, each migration was applied exactly once.
    expect([...a.applied, ...b.applied].sort()).toEqual(files.map((f) => f.name).sort());
    const rows = await query<{ n: string }>(url, `SELECT count(*)::text AS n FROM "_prisma_migrations"`);
    expect(rows[0]!.n).toBe(String(files.length));
  });

  it("rolls a failing migration back completely and records nothing for it", async () => {
    const { url } = await emptyDatabase();
    const dir = await mkdtemp(path.join(os.tmpdir(), "migrations-"));
    await mkdir(path.join(dir, "20260101000000_good"));
    await writeFile(path.join(dir, "20260101000000_good", "migration.sql"), `CREATE TABLE "Good" ("id" INTEGER PRIMARY KEY);`);
    await mkdir(path.join(dir, "20260102000000_bad"));
    await writeFile(
      path.join(dir, "20260102000000_bad", "migration.sql"),
      `CREATE TABLE "Half" ("id" INTEGER PRIMARY KEY);\nINSERT INTO "Missing" VALUES (1);`,
    );

    await expect(migrate(url, { dir })).rejects.toThrow(/20260102000000_bad failed and was rolled back/);

    const tables = await query<{ table_name: string }>(
      url,
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(["Good", "_prisma_migrations"]);
    const rows = await query<{ migration_name: string }>(url, `SELECT migration_name FROM "_prisma_migrations"`);
    expect(rows.map((r) => r.migration_name)).toEqual(["20260101000000_good"]);
  });
});
