import type { OrderLine } from "@/lib/types/order";
import { type DiscountedGstLine, type GstBreakdown, computeGst, discountedGstLine } from "./gst";

// The invoice's numbers, apart from its drawing (render-invoice-pdf.ts): its lines (the pieces and
// a cash-on-delivery fee) and their GST. Issue 44: GST is charged on what the shopper pays for each
// line, linePricePaise − offerDiscountPaise (a discount shown on the invoice is not part of the
// taxable value, CGST Act s.15(3)(a)); when any line has a discount, each line also carries its
// value before the discount and the discount without its tax (discountedGstLine), so value −
// discount = taxable value on every line. Totals are sums of the lines: the grand total is the
// order's total (net of offers, fee included) to the paisa.

/** What the invoice needs of an order. */
export interface InvoiceOrder {
  lines: readonly OrderLine[];
  codFeePaise: number;
}

export interface InvoiceGst {
  /** The order's pieces and, on a cash-on-delivery order, its fee as one more line (never discounted). */
  lines: OrderLine[];
  /** Each line's GST on its net; totals.grandTotalPaise = Order.totalPaise. */
  gst: GstBreakdown;
  /** Per line, when any line has a discount (the Discount column); null otherwise (printed as before issue 44). */
  discounted: DiscountedGstLine[] | null;
  /** Σ the lines' ex-tax discounts (0 without one). */
  discountPaise: number;
}

/**
 * The order's pieces and, on a cash-on-delivery order, its fee as one more line: under GST the fee
 * is part of the value of the jewellery it is charged with (a composite supply), so it is taxed at
 * the same rate, and the invoice's grand total is what the courier collects.
 */
export function invoiceLines(order: InvoiceOrder, codFeeName: string): OrderLine[] {
  if (order.codFeePaise <= 0) return [...order.lines];
  const fee: OrderLine = {
    productId: null,
    productName: codFeeName,
    productCode: "",
    colorName: null,
    sizeId: null,
    sizeLabel: null,
    sizeSku: null,
    quantity: 1,
    unitPricePaise: order.codFeePaise,
    linePricePaise: order.codFeePaise,
    purity: null,
    huid: null,
    priceBreakup: null,
    offerDiscountPaise: 0,
  };
  return [...order.lines, fee];
}

export function invoiceGst(order: InvoiceOrder, { rateBps, sellerState, buyerState, codFeeName }: { rateBps: number; sellerState: string; buyerState: string; codFeeName: string }): InvoiceGst {
  const lines = invoiceLines(order, codFeeName);
  const gst = computeGst({ linePaise: lines.map((line) => line.linePricePaise - (line.offerDiscountPaise ?? 0)), rateBps, sellerState, buyerState });
  if (!lines.some((line) => (line.offerDiscountPaise ?? 0) > 0)) return { lines, gst, discounted: null, discountPaise: 0 };
  const discounted = lines.map((line) => discountedGstLine(line.linePricePaise, line.offerDiscountPaise ?? 0, rateBps, gst.kind));
  return { lines, gst, discounted, discountPaise: discounted.reduce((sum, line) => sum + line.discountPaise, 0) };
}
