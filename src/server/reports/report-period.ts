import { z } from "zod";
import { badRequest } from "@/server/errors";

// The reports' periods and buckets in India's calendar (IST, UTC+05:30 all year, no daylight
// saving). A period is [from, to) in IST days: "this month" on 15 May 2031 is from midnight IST on
// 1 May to midnight IST on 1 June. The owner's "from–to" dates are inclusive (to is the last day).
// Pure: no database, so the unit tests check every edge.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest from–to period: ten years is more than any report needs. */
const MAX_RANGE_DAYS = 3660;

export const PERIOD_KINDS = ["today", "week", "month", "last-month", "fy", "range"] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];
export const BUCKETS = ["day", "week", "month"] as const;
export type Bucket = (typeof BUCKETS)[number];

export interface ReportPeriod {
  kind: PeriodKind;
  /** Midnight IST of the first day (inclusive). */
  from: Date;
  /** Midnight IST after the last day (exclusive). */
  to: Date;
  /** The first and the last IST day, "2031-05-01" and "2031-05-31". */
  firstDay: string;
  lastDay: string;
  /** The financial year, "2031-32", for kind fy. */
  fy: string | null;
  bucket: Bucket;
  /** "May 2031", "1 May 2031 – 31 May 2031", "FY 2031-32". */
  label: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const FY = /^(\d{4})-(\d{2})$/;

const querySchema = z.object({
  period: z.enum(PERIOD_KINDS, { message: `must be one of ${PERIOD_KINDS.join(", ")}` }).default("month"),
  from: z.string().regex(DATE, "must be a date, YYYY-MM-DD").optional(),
  to: z.string().regex(DATE, "must be a date, YYYY-MM-DD").optional(),
  fy: z.string().regex(FY, "must be a financial year such as 2026-27").optional(),
  bucket: z.enum(BUCKETS, { message: `must be one of ${BUCKETS.join(", ")}` }).optional(),
});
/** The query string's values as text: parsePeriod checks them. */
export type PeriodQuery = Partial<Record<"period" | "from" | "to" | "fy" | "bucket", string | undefined>>;

/** The IST calendar date of an instant, "2031-05-01". */
export function istDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight IST at the start of an IST date "2031-05-01"; null for a date that does not exist. */
export function istMidnight(date: string): Date | null {
  if (!DATE.test(date)) return null;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  if (new Date(utc).toISOString().slice(0, 10) !== date) return null; // 2031-02-30
  return new Date(utc - IST_OFFSET_MS);
}

/** The IST date `days` days after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the month of an IST date plus `months` months. */
function monthStart(date: string, months = 0): string {
  const [y, m] = date.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
}

/** The Monday of the week (Monday to Sunday) of an IST date. */
function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The financial year (April to March) an IST date belongs to, "2031-32". */
export function financialYearOf(date: string): string {
  const [y, m] = date.split("-").map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

const monthName = (date: string) => new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
const dayName = (date: string) => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

/**
 * The period a report's query string asks for (period=today|week|month|last-month|fy|range, fy=2031-32,
 * from=…&to=… inclusive, bucket=day|week|month), at `now`. A bad value is a 400 in words.
 */
export function parsePeriod(query: PeriodQuery, now: Date): ReportPeriod {
  const parsed = querySchema.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(`${issue.path.join(".") || "period"}: ${issue.message}`);
  }
  const input = parsed.data;
  const today = istDate(now);
  let first: string;
  let afterLast: string;
  let fy: string | null = null;
  let label: string;
  switch (input.period) {
    case "today":
      first = today;
      afterLast = addDays(today, 1);
      label = `Today, ${dayName(today)}`;
      break;
    case "week":
      first = weekStart(today);
      afterLast = addDays(first, 7);
      label = `Week of ${dayName(first)}`;
      break;
    case "month":
      first = monthStart(today);
      afterLast = monthStart(today, 1);
      label = monthName(first);
      break;
    case "last-month":
      first = monthStart(today, -1);
      afterLast = monthStart(today);
      label = monthName(first);
      break;
    case "fy": {
      fy = input.fy ?? financialYearOf(today);
      const [, startYear, endYY] = FY.exec(fy)!;
      if ((Number(startYear) + 1) % 100 !== Number(endYY)) throw badRequest(`fy: ${fy} is not a financial year (April ${startYear} to March ${Number(startYear) + 1} is ${startYear}-${String((Number(startYear) + 1) % 100).padStart(2, "0")}).`);
      first = `${startYear}-04-01`;
      afterLast = `${Number(startYear) + 1}-04-01`;
      label = `FY ${fy} (April ${startYear} – March ${Number(startYear) + 1})`;
      break;
    }
    case "range": {
      if (!input.from || !input.to) throw badRequest("from and to: both dates are needed for a from–to period (YYYY-MM-DD).");
      if (!istMidnight(input.from)) throw badRequest(`from: ${input.from} is not a date.`);
      if (!istMidnight(input.to)) throw badRequest(`to: ${input.to} is not a date.`);
      if (input.to < input.from) throw badRequest("to: the last day comes before the first.");
      first = input.from;
      afterLast = addDays(input.to, 1);
      if ((Date.parse(afterLast) - Date.parse(first)) / DAY_MS > MAX_RANGE_DAYS) throw badRequest("from and to: a period of at most ten years, please.");
      label = `${dayName(first)} – ${dayName(input.to)}`;
      break;
    }
  }
  const days = (Date.parse(afterLast) - Date.parse(first)) / DAY_MS;
  const bucket: Bucket = input.bucket ?? (days > 92 ? "month" : "day");
  return { kind: input.period, from: istMidnight(first)!, to: istMidnight(afterLast)!, firstDay: first, lastDay: addDays(afterLast, -1), fy, bucket, label };
}

/** The start date of the bucket an IST date falls in. */
export function bucketOf(date: string, bucket: Bucket): string {
  return bucket === "day" ? date : bucket === "week" ? weekStart(date) : monthStart(date);
}

/** Every bucket's start date of the period, oldest first (the first may start before the period). */
export function bucketsOf(period: Pick<ReportPeriod, "firstDay" | "lastDay" | "bucket">): string[] {
  const keys: string[] = [];
  for (let key = bucketOf(period.firstDay, period.bucket); key <= period.lastDay; ) {
    keys.push(key);
    key = period.bucket === "day" ? addDays(key, 1) : period.bucket === "week" ? addDays(key, 7) : monthStart(key, 1);
  }
  return keys;
}

/** The query string of a period, for links and the CSV downloads. */
export function periodQuery(period: ReportPeriod): Record<string, string> {
  const query: Record<string, string> = { period: period.kind, bucket: period.bucket };
  if (period.kind === "fy" && period.fy) query.fy = period.fy;
  if (period.kind === "range") Object.assign(query, { from: period.firstDay, to: period.lastDay });
  return query;
}
