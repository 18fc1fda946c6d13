// Gives a command a fresh, migrated database and removes it afterwards.
// - TEST_DATABASE_URL (or DATABASE_URL) set: a new database with a unique name is created on
//   that PostgreSQL server, and dropped at the end.
// - Neither set, or TEST_DATABASE_URL=pglite: an in-memory embedded PGlite database.
import pg from "pg";
import { startEmbeddedDatabase } from "./embedded";
import { migrate } from "./migrate";

export interface ProvisionedDatabase {
  url: string;
  kind: "postgresql" | "pglite";
  drop: () => Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The PostgreSQL server tests create their databases on, or undefined for embedded PGlite. */
export function testServerUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  return url && url !== "pglite" ? url : undefined;
}

export async function provisionDatabase({
  prefix = "shop_test",
  migrated = true,
}: { prefix?: string; migrated?: boolean } = {}): Promise<ProvisionedDatabase> {
  const serverUrl = testServerUrl();
  let provisioned: ProvisionedDatabase;
  if (serverUrl) {
    const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    provisioned = {
      url: withDatabaseName(serverUrl, name),
      kind: "postgresql",
      drop: async () => {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await c.end();
      },
    };
  } else {
    const embedded = await startEmbeddedDatabase({ dataDir: "memory://" });
    provisioned = { url: embedded.url, kind: "pglite", drop: embedded.stop };
  }
  if (migrated) await migrate(provisioned.url);
  return provisioned;
}
