import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../../scripts/db/embedded";
import { WireClient, wire } from "../support/pg-wire";

// The embedded database serves one PGlite session to many connections (npm start's server, the
// build's workers, scripts). Concurrent parameterised queries from several connections must each
// get their own answer: pglite-socket alone interleaves their protocol messages (see
// scripts/db/pipeline-queue.ts), which handed one client another's rows.

let database: EmbeddedDatabase;
const clients: pg.Client[] = [];

beforeAll(async () => {
  database = await startEmbeddedDatabase({ dataDir: "memory://" });
  for (let i = 0; i < 4; i++) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    clients.push(client);
  }
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.end()));
  await database.stop();
});

it("answers concurrent queries from several connections each with its own rows", async () => {
  // The connections side by side, each one query at a time (a pg client takes one query at a time;
  // pg 9 refuses a second while one runs): on the wire, as before, four connections interleave.
  const results: Array<{ rows: unknown[] }> = [];
  await Promise.all(
    clients.map(async (client, c) => {
      for (let i = c; i < 200; i += clients.length) {
        results[i] = await client.query<{ n: number; label: string }>("SELECT $1::int AS n, $2::text AS label", [i, `q${i}`]);
      }
    }),
  );
  expect(results).toHaveLength(200);
  results.forEach((result, i) => expect(result.rows).toEqual([{ n: i, label: `q${i}` }]));
});

it("keeps one connection's Parse, Bind and Execute together when they arrive in separate writes", async () => {
  const port = Number(new URL(database.url).port);
  const a = await WireClient.connect(port);
  const b = await WireClient.connect(port);
  try {
    // A's Parse arrives, then all of B's query, then the rest of A's. Each gets its own answer.
    a.send(wire.parse("SELECT 'from a'::text"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    b.send(wire.parse("SELECT 'from b'::text"), wire.bind(), wire.execute(), wire.sync());
    await new Promise((resolve) => setTimeout(resolve, 50));
    a.send(wire.bind(), wire.execute(), wire.sync());
    const [fromA, fromB] = await Promise.all([a.readUntilReady(), b.readUntilReady()]);
    expect(fromA).toEqual(["from a"]);
    expect(fromB).toEqual(["from b"]);
  } finally {
    a.close();
    b.close();
  }
});

it("keeps a transaction's statements apart from other connections", async () => {
  const [a, b] = clients as [pg.Client, pg.Client];
  await a.query("CREATE TABLE IF NOT EXISTS pipeline_probe (v int)");
  await a.query("BEGIN");
  await a.query("INSERT INTO pipeline_probe VALUES ($1)", [1]);
  const outside = b.query<{ n: string }>("SELECT count(*) AS n FROM pipeline_probe WHERE v = $1", [1]);
  await a.query("ROLLBACK");
  expect((await outside).rows[0]?.n).toBe("0");
});
