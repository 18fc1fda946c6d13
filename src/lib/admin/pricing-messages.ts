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
  // The guard against a slip (issue 40)
  sameRate: (rate: string) => `Today's rate is already ${rate} per gram: no history line was added.`,
  bigChangeNeedsConfirm: (from: string, to: string, percent: string) =>
    `${from} → ${to} per gram is a change of ${percent} from the last rate (more than 10 %). Nothing was saved; confirm the large change to save it.`,
  cannotPrice: (rate: string, limit: string, pieces: string) =>
    `Nothing was saved: at ${rate} per gram these pieces would cost more than the shop's limit of ${limit} for one piece: ${pieces}. Lower their weight or charges, or set them to a fixed price, then save the rate again.`,
  morePieces: (count: number) => `and ${count} more`,
  previewed: "Silver rate preview.",
  confirmTitle: "Save this rate?",
  confirmNoRate: "This is the first rate.",
  confirmChange: (from: string, to: string, percent: string) => `${from} → ${to} per gram (${percent}).`,
  confirmPieces: (count: number) =>
    count === 0 ? "No piece priced by weight changes price." : `${count} ${count === 1 ? "piece" : "pieces"} priced by weight will change price:`,
  confirmRange: (low: string, high: string, total: string) => `each by ${low} to ${high}; together ${total}.`,
  confirmSame: "This is today's rate already: saving adds no history line.",
  confirmBigTitle: "This is a change of more than 10 %",
  confirmBigText: (percent: string) => `The rate moves ${percent} from the last one. Is that right, and not a slip of a key?`,
  confirmYes: "Yes, save the rate",
  confirmBigYes: "Yes, the change is right: save it",
  confirmCancel: "Cancel",
  checking: "Checking...",
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
