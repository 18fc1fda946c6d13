import "server-only";
import type { DbClient } from "./db-client";

// Numbers a person reads out (order numbers per year, return request numbers per year, invoice and
// credit note numbers per financial year) come from Counter rows, each raised with ONE statement
// inside the transaction that uses the number: the row's lock makes concurrent callers wait their
// turn, so two never get the same value, and a rolled-back transaction gives its number back.

/** The next value of the Counter row `key` (1 for a new key), in the caller's transaction. */
export async function nextCounterValue(tx: DbClient, key: string): Promise<number> {
  const rows = await tx.$queryRaw<{ value: number }[]>`
    INSERT INTO "Counter" ("key", "value") VALUES (${key}, 1)
    ON CONFLICT ("key") DO UPDATE SET "value" = "Counter"."value" + 1
    RETURNING "value"`;
  const value = Number(rows[0]?.value);
  if (!Number.isInteger(value) || value < 1) throw new Error(`counter ${key} returned no row`);
  return value;
}

const INDIA_YEAR = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" });

/** The calendar year in India at `at` (the year of order and return request numbers). */
export function indiaYear(at: Date): number {
  return Number(INDIA_YEAR.format(at));
}
