const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** "29 Nov 2026, 6:15 pm" in India time, for the staff page and the session list. */
export function formatWhen(iso: string): string {
  return when.format(new Date(iso));
}
