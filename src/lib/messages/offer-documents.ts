// The words of the offers (issue 44) on the order's documents: the discount line in the order
// e-mails, the tracking page, the customer's and the owner's order pages, the GST invoice's
// Discount column and the offers named under its lines, and the credit note's per-line GST. Small
// and without dependencies beyond the formatters: the tracking page (a client component) carries it.
import { formatRupees2 } from "@/lib/format";

/** "Diwali: 20 % off making (FIRST10)": an offer as the documents name it. */
export function offerLabel(offer: { name: string; code: string | null }): string {
  return offer.code ? `${offer.name} (${offer.code})` : offer.name;
}

export const OFFER_DOC_MSG = {
  /** The discount line of an order's totals: "Offer: Diwali: 20 % off making (FIRST10)". */
  discountLine: (offer: { name: string; code: string | null }) => `Offer: ${offerLabel(offer)}`,
  /** A negative amount: "−₹500.00". */
  minus: (amount: string) => `−${amount}`,
  invoice: {
    /** The ex-tax discount column. */
    discount: "Discount",
    /** The value before the discount (ex-tax), the column before Discount. */
    value: "Value",
    /** Under the lines: each offer and the discount it gave (tax included). */
    offersHeading: "Offers applied (the discount is shown on each line and is not part of the taxable value)",
    offerRow: (offer: { name: string; code: string | null }, paise: number) => `${offerLabel(offer)}: −${formatRupees2(paise)} (GST included)`,
    totalDiscount: "Total discount (before GST)",
    /** Under a discounted line's description: how its taxable value comes about, all without GST. */
    valueLine: (value: string, discount: string, taxable: string) => `Value ${value} − discount ${discount} = taxable value ${taxable} (without GST)`,
  },
  creditNote: {
    taxable: "Taxable value",
    tax: "GST",
    refund: "Credited",
  },
} as const;
