import "server-only";
import { formatReturnNumber, returnCounterKey } from "@/lib/returns/return-rules";
import { indiaYear, nextCounterValue } from "@/server/orders/counters";
import type { DbClient } from "@/server/orders/db-client";

/** Takes the next request number of `now`'s year (India's calendar), RT-2026-00001, in the caller's transaction. */
export async function nextReturnNumber(tx: DbClient, now: Date = new Date()): Promise<string> {
  const year = indiaYear(now);
  return formatReturnNumber(year, await nextCounterValue(tx, returnCounterKey(year)));
}
