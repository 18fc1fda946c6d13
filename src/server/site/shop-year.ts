import "server-only";
import { cacheLife } from "next/cache";

/**
 * This year in India, for the footer's copyright line (never a year written into the code). Cached
 * a day at most, so the new year shows within a day of New Year's Day.
 */
export async function shopYear(): Promise<number> {
  "use cache";
  cacheLife("days");
  return Number(new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" }).format(new Date()));
}
