import { describe, expect, it } from "vitest";
import { isDatabaseOutage, isDatabaseUnavailable, noteDatabaseFailure } from "@/server/http/database-unavailable";

// How an unreachable database is told apart from other failures, in the shapes Prisma 7's pg adapter
// and Next's production build really produce (seen on a cut connection: tests/scale/postgres-faults).

/** A raw query's failure: P2010, with the adapter's error in meta (its cause says what happened). */
const rawQueryFailure = (cause: Record<string, unknown>) =>
  Object.assign(new Error("Raw query failed."), { name: "PrismaClientKnownRequestError", code: "P2010", meta: { driverAdapterError: Object.assign(new Error("DriverAdapterError"), { cause }) } });

/** Next's stand-in for an error thrown inside a "use cache" function, in production. */
const hiddenRenderError = () =>
  Object.assign(new Error("An error occurred in the Server Components render. The specific message is omitted in production builds to avoid leaking sensitive details."), { digest: "3564778986" });

describe("an unreachable database", () => {
  it("is found in the adapter's error of a raw query (P2010), and a real SQL error there is not", () => {
    expect(isDatabaseUnavailable(rawQueryFailure({ kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5432 }))).toBe(true);
    expect(isDatabaseUnavailable(rawQueryFailure({ kind: "ConnectionClosed" }))).toBe(true);
    expect(isDatabaseUnavailable(rawQueryFailure({ kind: "postgres", code: "42P01", message: 'relation "x" does not exist' }))).toBe(false);
  });

  it("explains Next's hidden render error only while the database was just found out of reach", () => {
    const now = 1_000_000;
    expect(isDatabaseOutage(hiddenRenderError(), now)).toBe(false);
    noteDatabaseFailure(rawQueryFailure({ kind: "postgres", code: "23505" }), now); // not an outage: not noted
    expect(isDatabaseOutage(hiddenRenderError(), now)).toBe(false);
    noteDatabaseFailure(Object.assign(new Error("Can't reach database server"), { code: "P1001" }), now);
    expect(isDatabaseOutage(hiddenRenderError(), now + 1_000)).toBe(true);
    expect(isDatabaseOutage(new Error("something else"), now + 1_000)).toBe(false);
    expect(isDatabaseOutage(hiddenRenderError(), now + 10_000)).toBe(false);
  });
});
