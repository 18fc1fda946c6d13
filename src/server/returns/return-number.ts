import "server-only";
import { formatReturnNumber, returnCounterKey } from "@/lib/returns/return-rules";
import type { DbClient } from "@/server/orders/db-client";

/** Takes the next request number of `now`'s year (India's calendar), RT-2026-00001, in the caller's transaction. */
export async function nextReturnNumber(tx: DbClient, now: Date = new Date()): Promise<string> {
  const year = Number(new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" }).format(now));
  const rows = await tx.$queryRaw<{ value: number }[]>`
    INSERT INTO "Counter" ("key", "value") VALUES (${returnCounterKey(year)}, 1)
    ON CONFLICT ("key") DO UPDATE SET "value" = "Counter"."value" + 1
    RETURNING "value"`;
  const value = rows[0]?.value;
  if (value === undefined) throw new Error("return counter returned no row");
  return formatReturnNumber(year, Number(value));
}
