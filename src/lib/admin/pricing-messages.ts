import { formatRupees } from "@/lib/format";

// The back office's words for the silver rate (issue 21): the field, its checks and its answers, and
// the words of its page (/admin/silver-rate).
export const PRICING_MSG = {
  rateLabel: "Today's silver rate (₹ per gram of fine silver)",
  rateRequired: "Please enter today's silver rate.",
  rateInvalid: "Enter the rate in rupees per gram, e.g. 95.50.",
  rateZero: "The silver rate must be more than ₹0.",
  rateTooHigh: (maxRupees: number) => `The silver rate cannot be more than ${formatRupees(maxRupees * 100)} per gram.`,
  badBody: "Send the rate as { rate }.",
  fetched: "Silver rate fetched.",
  updated: (repriced: number) => `Silver rate updated; ${repriced} ${repriced === 1 ? "piece" : "pieces"} priced by weight repriced.`,
  // The page
  title: "Silver rate",
  loading: "Loading the silver rate...",
  loadFailed: "Could not load the silver rate",
  tryAgain: "Try again",
  todayHeading: "Today's rate",
  perGram: "per gram of fine silver",
  setAtBy: "Set",
  setBy: "by",
  noRate: "No rate has been set yet.",
  rateHint: "Rupees per gram, up to two decimals. Every piece priced by weight is repriced at once.",
  save: "Save rate",
  saving: "Saving...",
  historyHeading: "History",
  historyCount: (count: number) => `The last ${count} ${count === 1 ? "rate" : "rates"}, newest first.`,
  historyEmpty: "Every rate you set will be listed here.",
  columnDate: "Date",
  columnRate: "Rate (₹ per gram)",
  /** The rate's label on a phone's card, where "per gram" is said above. */
  columnRateShort: "Rate",
  columnBy: "Set by",
} as const;
