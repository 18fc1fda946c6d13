import { formatRupees } from "@/lib/format";

// The back office's words for the silver rate (issue 21): the field, its checks and its answers.
export const PRICING_MSG = {
  rateLabel: "Today's silver rate (₹ per gram of fine silver)",
  rateRequired: "Please enter today's silver rate.",
  rateInvalid: "Enter the rate in rupees per gram, e.g. 95.50.",
  rateZero: "The silver rate must be more than ₹0.",
  rateTooHigh: (maxRupees: number) => `The silver rate cannot be more than ${formatRupees(maxRupees * 100)} per gram.`,
  badBody: "Send the rate as { rate }.",
  fetched: "Silver rate fetched.",
  updated: (repriced: number) => `Silver rate updated; ${repriced} ${repriced === 1 ? "piece" : "pieces"} priced by weight repriced.`,
} as const;
