// Setup file of the integration project: a test during which pg warns "Calling client.query() when
// the client is already executing a query" fails (pg 9 makes that an error). Queries on one
// connection — a transaction's, or a test's own pg client — must run one after another.
// pg warns once per process (util.deprecate), and each test file runs in a process of its own, so
// the first such test of a file fails; a warning outside any test fails the file in afterAll.
import { afterAll, afterEach, expect } from "vitest";

const PG_CONCURRENT_QUERY = "Calling client.query() when the client is already executing a query";

const seen: string[] = [];
process.on("warning", (warning) => {
  if (warning.message.includes(PG_CONCURRENT_QUERY)) seen.push(warning.stack ?? warning.message);
});

function expectNoPgWarning() {
  // The warning is emitted on the next tick after the query that caused it: let it arrive.
  return new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
    expect(seen.splice(0), "pg ran a query on a connection that was still busy with another").toEqual([]);
  });
}

afterEach(expectNoPgWarning);
afterAll(expectNoPgWarning);
