import { formatRupees2 } from "@/lib/format";

// How /admin/silver-rate shows a rate and its time.

/** When, in Indian time, whatever the browser's zone: "26 Nov 2026, 10:15 am". */
const WHEN = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export const formatWhen = (iso: string) => WHEN.format(new Date(iso));

/** ₹95.50: always two decimals, as the back office shows prices. */
export const formatRate = (paisePerGram: number) => formatRupees2(paisePerGram);

/** The rate as the field holds it: "95.50" (empty before the first rate). */
export const rateInputValue = (paisePerGram: number | undefined) => (paisePerGram === undefined ? "" : (paisePerGram / 100).toFixed(2));
