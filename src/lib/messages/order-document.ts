// The words of the order e-mails and of the GST invoice PDF (not given by the spec: ours). Only the
// server writes them (src/server/mail/order-mails.ts, src/server/invoices/render-invoice-pdf.ts), so
// they are kept apart from SELL_MSG, which the selling pages' client code carries.
export const ORDER_DOC_MSG = {
  // Order e-mails
  orderMailPlacedSubject: (orderNumber: string) => `We have received your order request ${orderNumber}`,
  orderMailPlacedIntro: "Thank you for your order request. Here is what you asked for:",
  orderMailPaymentLinkPromise: "We will send you a payment link within 24 hours. Nothing has been charged yet.",
  orderMailPaidSubject: (orderNumber: string) => `Payment received for your order ${orderNumber}`,
  orderMailPaidIntro: "Thank you! We have received your payment for this order:",
  orderMailPaidNext: "Your order will be processed within 24 hours and shipped within 2-3 business days.",
  orderMailInvoice: (invoiceNumber: string) =>
    `Your GST tax invoice ${invoiceNumber} can be downloaded from the tracking page or from your account.`,
  orderMailStatusSubject: (orderNumber: string, status: string) => `Your order ${orderNumber}: ${status}`,
  orderMailAcknowledged: "We have reviewed your order request and will send you a payment link within 24 hours.",
  orderMailPaymentPending: "Your payment link is ready. Pay securely online to confirm your order:",
  orderMailPaymentLinkMissing: "Your payment link will follow shortly in a separate message.",
  orderMailProcessing: "We are preparing your order. It will be shipped within 2-3 business days.",
  orderMailShipped: "Your order is on its way.",
  orderMailShippedCourier: (courier: string) => `Courier: ${courier}`,
  orderMailShippedTracking: (trackingNumber: string) => `Tracking number: ${trackingNumber}`,
  orderMailDelivered: "Your order has been delivered. We hope you love your silver!",
  orderMailDeliveredReturns: (days: number) => `If something is not right, you can return or exchange it within ${days} days of delivery.`,
  orderMailCancelled: "Your order has been cancelled.",
  orderMailCancelledRefund: (amount: string) =>
    `The ${amount} you paid will be refunded to your original payment method. Refunds usually reach you within 5-7 business days.`,
  orderMailTrack: "Track your order",
  orderMailTotal: "Total",
  orderMailShippingFree: "Shipping: Free",
  orderMailGreeting: (name: string) => `Hello ${name},`,
  orderMailQuestions: (email: string, phone: string) => `Questions about your order? Write to ${email} or call ${phone}.`,
  // The GST tax invoice PDF
  invoicePdf: {
    /** "925 silver", on each line whose purity the order kept. */
    purity: (grade: number) => `${grade} silver`,
    huid: (huid: string) => `BIS HUID ${huid}`,
    /** A piece priced by weight, one piece before any discount and GST. */
    byWeight: (weight: string, rate: string, fineness: string, metal: string, making: string, other: string | null, rounding: string | null = null) =>
      `Priced by weight: ${weight} g × ${rate}/g fine silver × ${fineness} = ${metal}; making ${making}${other ? `; stones and other ${other}` : ""} (per piece, before GST)${rounding ? `; rounding to the rupee ${rounding} per piece` : ""}`,
    /** A cash-on-delivery order's fee: a line of its own, taxed with the jewellery it comes with (a composite supply). */
    codFee: "Cash-on-delivery fee",
    codFeeDetail: "Charged with this order, taxed at the jewellery's rate",
    title: "TAX INVOICE",
    seller: "Sold by",
    gstin: "GSTIN",
    gstinMissing: "not registered",
    invoiceNumber: "Invoice number",
    invoiceDate: "Invoice date",
    orderNumber: "Order number",
    orderDate: "Order date",
    billTo: "Bill to",
    shipTo: "Ship to",
    placeOfSupply: "Place of supply",
    number: "#",
    description: "Description",
    hsn: "HSN",
    quantity: "Qty",
    unitPrice: "Unit price",
    taxable: "Taxable value",
    cgst: "CGST",
    sgst: "SGST",
    igst: "IGST",
    lineTotal: "Total",
    code: "Code",
    colour: "Colour",
    totalTaxable: "Total taxable value",
    grandTotal: "Grand total",
    inWords: "Amount in words",
    inclusive: "Prices are inclusive of GST.",
    computerGenerated: "This is a computer-generated invoice and needs no signature.",
    reverseCharge: "Tax payable on reverse charge: No",
    contact: "Questions about this invoice?",
  },
} as const;
