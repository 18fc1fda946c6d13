// Formatting shared by server and client. Money is integer paise everywhere except at the edges.
//
// Rupees and counts are grouped here by hand, not with Intl: a page's first Intl formatter makes the
// browser load ICU's data, 130–250 ms of one main-thread task at a mid-range phone's pace (measured in
// Chromium at 6.4× CPU slowdown, issue 41), and every product card formats a price while it hydrates.
// Indian grouping is fixed (the last three digits, then pairs), and the unit tests check these against
// Intl's en-IN output. Dates still use Intl, built at their first use, never when a module loads.

/** 1234567 → "12,34,567": a whole number with Indian digit grouping (en-IN), as Intl writes it. */
export function formatCount(value: number): string {
  const sign = value < 0 ? "-" : "";
  const digits = String(Math.abs(Math.round(value)));
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  return `${sign}${head.replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

function rupeesText(paise: number, decimals: boolean): string {
  const whole = Math.round(paise);
  const abs = Math.abs(whole);
  const cents = abs % 100;
  const tail = decimals ? `.${String(cents).padStart(2, "0")}` : "";
  return `${whole < 0 ? "-" : ""}₹${formatCount(Math.floor(abs / 100))}${tail}`;
}

/** ₹1,23,456 (en-IN grouping); paise shown only when there are any: ₹2,499.50. */
export function formatRupees(paise: number): string {
  return rupeesText(paise, Math.round(paise) % 100 !== 0);
}

/** Always two decimals, as the back office shows prices: ₹2,499.00. */
export function formatRupees2(paise: number): string {
  return rupeesText(paise, true);
}

/**
 * Integer paise as a plain decimal rupee text, two decimals, no grouping and no floating point on the
 * way: 149900 → "1499.00", -123405 → "-1234.05". What schema.org's prices, the reports' CSV files and the
 * GST return's files carry.
 */
export function rupeesDecimal(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(Math.round(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Rupees (possibly with paise as decimals) to integer paise, rounding half away from zero. */
export function rupeesToPaise(rupees: number): number {
  return Math.sign(rupees) * Math.round(Math.abs(rupees) * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Selling price after a percentage discount (0–99, two decimals), in whole paise. */
export function sellingPricePaise(pricePaise: number, discountPercent: number): number {
  return Math.round((pricePaise * (10000 - Math.round(discountPercent * 100))) / 10000);
}

/** What the shopper saves, in paise. */
export function savingsPaise(pricePaise: number, sellingPaise: number): number {
  return Math.max(0, pricePaise - sellingPaise);
}

/** "Ring Of Light!" -> "ring-of-light": lower case, runs of space/_/- to one hyphen, others removed. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\s_-]+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

let dateFormatter: Intl.DateTimeFormat | undefined;

/** 21 November 2026 (India time). */
export function formatDate(value: Date | string): string {
  dateFormatter ??= new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
  return dateFormatter.format(typeof value === "string" ? new Date(value) : value);
}
