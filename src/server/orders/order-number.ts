import "server-only";
import type { DbClient } from "./db-client";

// Order numbers a person can read out on the phone: SA-26-00042 (shop, two-digit year, the year's
// sequence; a sixth digit appears after 99,999 orders in a year). The sequence is one Counter row
// per year, raised with ONE statement inside the order's own transaction: concurrent orders get
// distinct numbers, and a rolled-back order gives its number back.

export const ORDER_NUMBER_PATTERN = /^SA-\d{2}-\d{5,}$/;

/** The Counter key of a year's order numbers. */
export const orderCounterKey = (year: number) => `order:${year}`;

export function formatOrderNumber(year: number, sequence: number): string {
  return `SA-${String(year % 100).padStart(2, "0")}-${String(sequence).padStart(5, "0")}`;
}

/** Takes the next order number of `now`'s year (India's calendar year). */
export async function nextOrderNumber(tx: DbClient, now: Date = new Date()): Promise<string> {
  const year = Number(new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" }).format(now));
  const rows = await tx.$queryRaw<{ value: number }[]>`
    INSERT INTO "Counter" ("key", "value") VALUES (${orderCounterKey(year)}, 1)
    ON CONFLICT ("key") DO UPDATE SET "value" = "Counter"."value" + 1
    RETURNING "value"`;
  const value = rows[0]?.value;
  if (value === undefined) throw new Error("order counter returned no row");
  return formatOrderNumber(year, Number(value));
}
