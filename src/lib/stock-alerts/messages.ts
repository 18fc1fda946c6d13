import { STOCK_ALERT_FORM_MSG } from "./form-messages";

// Back-in-stock alerts (issue 45): the words of POST /api/stock-alerts (the form's own, and its
// refusals) and of the owner's page. The storefront form imports only ./form-messages.ts.

export { STOCK_ALERT_FORM_MSG };

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
