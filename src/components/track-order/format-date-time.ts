// Dates on the tracking page and the account's order list, as a shopper in India reads them.

const dateTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

const dateOnly = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

/** "12 Oct 2026, 3:05 pm" (India time). */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "12 Oct 2026" (India time). */
export function formatShortDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}
