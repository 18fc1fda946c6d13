import "server-only";
import { indiaYear, nextCounterValue } from "./counters";
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
  const year = indiaYear(now);
  return formatOrderNumber(year, await nextCounterValue(tx, orderCounterKey(year)));
}
