import { badRequest } from "@/server/errors";

// A GSTR-1 month is a calendar month in India's time (IST, UTC+05:30): a document belongs to the
// month of its issuedAt read in IST. Months are written "2026-10"; the portal's return period
// ("fp") is "102026".

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** GST began on 1 July 2017: no return before it. */
const FIRST_MONTH = "2017-07";

export interface GstMonth {
  /** "2026-10" */
  key: string;
  /** The first instant of the month (midnight IST on the 1st). */
  start: Date;
  /** The first instant of the next month. */
  end: Date;
  /** The portal's return period, "102026". */
  fp: string;
  /** "October 2026" */
  label: string;
}

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** The month of "2026-10", or a 400 in words for anything else. */
export function parseGstMonth(value: string): GstMonth {
  const match = MONTH_PATTERN.exec(value);
  if (!match || value < FIRST_MONTH || value > "2099-12") throw badRequest(`"${value.slice(0, 20)}" is not a month. Give it as YYYY-MM, from 2017-07 (when GST began), e.g. 2026-10.`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  return {
    key: value,
    start: new Date(Date.UTC(year, month - 1, 1) - IST_OFFSET_MS),
    end: new Date(Date.UTC(year, month, 1) - IST_OFFSET_MS),
    fp: `${match[2]}${match[1]}`,
    label: `${MONTH_NAMES[month - 1]} ${year}`,
  };
}

/** The IST month an instant falls in, "2026-10". */
export function gstMonthOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** The IST month before the one `now` falls in. */
export function previousGstMonth(now: Date): string {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

/** Whether the month is over in India at `now`. */
export function gstMonthEnded(month: GstMonth, now: Date): boolean {
  return now.getTime() >= month.end.getTime();
}

/** The IST calendar date of an instant, "2026-10-05". */
export function istDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
