// Back-in-stock alerts (issue 45): the words of the form on a sold-out piece, of POST /api/stock-alerts
// and of the owner's page. The storefront form imports only STOCK_ALERT_FORM_MSG (a few short texts).

export const STOCK_ALERT_FORM_MSG = {
  open: "Tell me when it is back",
  intro: "We will write to you once, when this piece is back in stock.",
  email: "E-mail",
  phone: "WhatsApp number (optional)",
  size: "Size",
  marketing: "Also send me news and offers",
  submit: "Tell me",
  sending: "Sending…",
  emailInvalid: "Please enter a valid e-mail address.",
  phoneInvalid: "Please enter a 10-digit Indian mobile number, or leave it empty.",
  sizeRequired: "Please choose the size you want.",
  failed: "We could not save your request. Please try again.",
} as const;

export const STOCK_ALERT_MSG = {
  ...STOCK_ALERT_FORM_MSG,
  saved: (email: string) => `We will write to you at ${email} when it is back in stock.`,
  inStock: "This piece is in stock: you can order it now.",
  noSuchPiece: "This piece is not in our shop.",
  sizeNotOffered: "This size is not offered for this piece.",
  noSizes: "This piece has no sizes.",
  badBody: "Send the request as a JSON object.",
  tooMany: (minutes: number) => `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;

export const STOCK_ALERT_ADMIN_MSG = {
  title: "Stock alerts",
  intro: "Shoppers who asked to hear when a sold-out piece or size is back. Restocking it in Products sends each waiting shopper one message.",
  listed: "Stock alerts fetched.",
  pieces: "Waiting by piece",
  addresses: "Alerts",
  statusLabel: { waiting: "Waiting", notified: "Notified", cancelled: "Cancelled" } as Record<string, string>,
  all: "All",
  empty: "No alerts yet.",
  emptyText: "When a shopper asks to hear about a sold-out piece, it shows here.",
  export: "Export CSV",
  exporting: "Exporting…",
} as const;
