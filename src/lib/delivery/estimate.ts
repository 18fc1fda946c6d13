// When a parcel arrives: the shop dispatches within its dispatch days and the courier takes the
// zone's transit days, both counted in business days (Monday to Saturday; couriers in India do not
// deliver on Sundays). Counting starts the day after the order, on India's calendar. Pure: the
// clock is a parameter. Dates are yyyy-mm-dd strings, India's calendar days.

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** India's calendar date of an instant, as a UTC midnight Date (so the arithmetic below is plain). */
function indiaDay(now: Date): Date {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
}

/** The date `days` business days (Monday to Saturday) after `from`. */
export function addBusinessDays(from: Date, days: number): Date {
  let day = from;
  let left = days;
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS);
    if (day.getUTCDay() !== 0) left -= 1;
  }
  return day;
}

export const isoDate = (day: Date): string => day.toISOString().slice(0, 10);

/** India's calendar date of an instant, yyyy-mm-dd. */
export const indiaDate = (now: Date): string => isoDate(indiaDay(now));

export interface DeliveryWindow {
  deliveryFrom: string;
  deliveryBy: string;
}

export function deliveryWindow(
  now: Date,
  dispatch: { min: number; max: number },
  transit: { min: number; max: number },
): DeliveryWindow {
  const today = indiaDay(now);
  return {
    deliveryFrom: isoDate(addBusinessDays(today, dispatch.min + transit.min)),
    deliveryBy: isoDate(addBusinessDays(today, dispatch.max + transit.max)),
  };
}

/** "Thu, 3 Dec" for a yyyy-mm-dd date (the same on the server and in the browser, whatever its zone). */
export function formatDeliveryDate(date: string): string {
  return new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}
