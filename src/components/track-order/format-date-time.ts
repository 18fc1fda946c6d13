// Dates on the tracking page, the account's order list and its signed-in devices, as a shopper in
// India reads them. The formatters are built at their first use, not when the module loads (a page's
// first Intl formatter costs the browser ICU's loading: src/lib/format.ts).

let dateTime: Intl.DateTimeFormat | undefined;
let dateOnly: Intl.DateTimeFormat | undefined;

/** "12 Oct 2026, 3:05 pm" (India time). */
export function formatDateTime(iso: string): string {
  dateTime ??= new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });
  return dateTime.format(new Date(iso));
}

/** "12 Oct 2026" (India time). */
export function formatShortDate(iso: string): string {
  dateOnly ??= new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
  return dateOnly.format(new Date(iso));
}
