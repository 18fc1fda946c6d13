// The shopper's texts of cash on delivery (issue 21 part 4): the checkout's choice and the order-placed
// panel. Apart from COD_MSG (src/lib/messages/cod.ts, which spreads them in), so the checkout's
// client code ships only these.
import { formatRupees } from "@/lib/format";

export const COD_CHECKOUT_MSG = {
  // Checkout: the payment choice
  choiceLegend: "Payment",
  payOnline: "Pay online (UPI, cards, netbanking)",
  payCod: (feePaise: number) => (feePaise > 0 ? `Cash on delivery (+ ${formatRupees(feePaise)})` : "Cash on delivery"),
  checkPinFirst: "Enter your postal code to see whether cash on delivery is available.",
  notAvailableAt: (pincode: string) => `Cash on delivery is not available for ${pincode}.`,
  overLimit: (limitPaise: number) => `Cash on delivery is available for orders up to ${formatRupees(limitPaise)}.`,
  switchedOff: "Cash on delivery is not available at the moment.",
  codFee: "Cash on delivery fee",
  placeOrder: "Place order",
  placing: "Placing your order…",
  // The order-placed page
  placedTitle: "Order placed",
  placedCall: (phone: string) => `We will call you on ${phone} to confirm your cash-on-delivery order.`,
  placedPay: (totalPaise: number) => `Please keep ${formatRupees(totalPaise)} ready to pay when it arrives.`,
  // Order pages (storefront and back office)
  method: "Cash on delivery",
  shortMethod: "COD",
} as const;
