import { formatRupees } from "@/lib/format";

// The WhatsApp template messages, one per order e-mail (issue 22 part 3). WhatsApp sends a business's
// first message only as a template approved in Meta's WhatsApp Manager: the owner creates each one
// there with the name, language (English, "en") and body below; the shop fills in the {{n}}
// parameters, in order, as plain text. Pure: the queue (src/server/notify) and the tests use it.

export const WHATSAPP_TEMPLATES = {
  order_received: {
    body: "Hi {{1}}, we have received your order request {{2}} ({{3}}). We will send you a payment link within 24 hours. Track it: {{4}}",
    params: ["name", "order number", "total", "tracking link"],
  },
  cod_order_placed: {
    body: "Hi {{1}}, we have received your cash-on-delivery order {{2}}. We will call you to confirm it. Please pay {{3}} in cash on delivery. Track it: {{4}}",
    params: ["name", "order number", "amount to pay", "tracking link"],
  },
  cod_order_confirmed: {
    body: "Hi {{1}}, your cash-on-delivery order {{2}} is confirmed. We are preparing it for shipping. Please pay {{3}} in cash on delivery. Track it: {{4}}",
    params: ["name", "order number", "amount to pay", "tracking link"],
  },
  payment_received: {
    body: "Hi {{1}}, we have received your payment of {{3}} for order {{2}}. We are preparing it for shipping. Track it: {{4}}",
    params: ["name", "order number", "amount paid", "tracking link"],
  },
  order_shipped: {
    body: "Hi {{1}}, your order {{2}} has been shipped with {{3}}, tracking number {{4}}. Track it: {{5}}",
    params: ["name", "order number", "courier", "tracking number", "tracking link"],
  },
  order_delivered: {
    body: "Hi {{1}}, your order {{2}} has been delivered. You can return or exchange it within {{3}} days. Details: {{4}}",
    params: ["name", "order number", "return days", "tracking link"],
  },
  order_cancelled: {
    body: "Hi {{1}}, your order {{2}} has been cancelled. {{3}} Details: {{4}}",
    params: ["name", "order number", "note (the refund or the reason)", "tracking link"],
  },
  return_requested: {
    body: "Hi {{1}}, we have received your return request {{2}} for order {{3}}. We will review it shortly. Follow it: {{4}}",
    params: ["name", "return number", "order number", "tracking link"],
  },
  return_approved: {
    body: "Hi {{1}}, your return request {{2}} for order {{3}} is approved. We will arrange the pickup. Follow it: {{4}}",
    params: ["name", "return number", "order number", "tracking link"],
  },
  return_rejected: {
    body: "Hi {{1}}, we could not accept your return request {{2}} for order {{3}}: {{4}}",
    params: ["name", "return number", "order number", "reason"],
  },
  return_picked_up: {
    body: "Hi {{1}}, the pieces of your return {{2}} for order {{3}} have been picked up. Follow it: {{4}}",
    params: ["name", "return number", "order number", "tracking link"],
  },
  return_received: {
    body: "Hi {{1}}, we have received the pieces of your return {{2}} for order {{3}}. Follow it: {{4}}",
    params: ["name", "return number", "order number", "tracking link"],
  },
  return_refunded: {
    body: "Hi {{1}}, we have refunded {{4}} for your return {{2}} (order {{3}}). It may take 5-7 business days to reach you.",
    params: ["name", "return number", "order number", "amount refunded"],
  },
  return_exchanged: {
    body: "Hi {{1}}, your exchange {{2}} for order {{3}} is on its way as the new order {{4}}. Track it: {{5}}",
    params: ["name", "return number", "order number", "new order number", "tracking link"],
  },
  // Marketing (issue 45): only to a number whose owner ticked the WhatsApp box; once per cart.
  cart_reminder: {
    body: "Hi {{1}}, you left {{2}} in your cart. Today's total is {{3}}. Your cart: {{4}} To stop these messages: {{5}}",
    params: ["name", "pieces (\"2 pieces\")", "total at today's prices", "cart link", "unsubscribe link"],
  },
  // Back-in-stock alerts (issue 45): the shopper asked for it on the sold-out piece's page.
  back_in_stock: {
    body: "Good news: {{1}} is back in stock at {{2}}. Order it here: {{3}}",
    params: ["piece (and size)", "price", "product link"],
  },
  // End of the back-in-stock block.
} as const satisfies Record<string, { body: string; params: readonly string[] }>;

export type WhatsAppTemplate = keyof typeof WHATSAPP_TEMPLATES;
export const WHATSAPP_TEMPLATE_NAMES = Object.keys(WHATSAPP_TEMPLATES) as WhatsAppTemplate[];

export function isWhatsAppTemplate(name: string): name is WhatsAppTemplate {
  return Object.hasOwn(WHATSAPP_TEMPLATES, name);
}

/** A message's text as the shopper reads it: the template's body with its parameters (an unknown template: its name and parameters). */
export function messageText(template: string, params: readonly string[]): string {
  if (!isWhatsAppTemplate(template)) return [template, ...params].join(" · ");
  return WHATSAPP_TEMPLATES[template].body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1] ?? "-");
}

/** A template parameter's longest text (WhatsApp refuses longer ones; ours are far shorter). */
export const PARAM_MAX = 500;

/**
 * A parameter as WhatsApp accepts it: one line (no newlines or tabs, no runs of spaces), trimmed, at
 * most PARAM_MAX characters, never empty ("-").
 */
export function plainParam(value: string | number | null | undefined): string {
  const text = String(value ?? "")
    .replace(/[\r\n\t]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
  if (!text) return "-";
  return text.length > PARAM_MAX ? `${text.slice(0, PARAM_MAX - 1)}…` : text;
}

/** The first name (or the whole name when it has one word) for the greeting. */
export function greetingName(name: string): string {
  return plainParam(name.trim().split(/\s+/)[0] ?? name);
}

/** A message to queue: the template and its parameters in the template's order. */
export interface WhatsAppContent {
  template: WhatsAppTemplate;
  params: string[];
}

function content(template: WhatsAppTemplate, values: (string | number | null | undefined)[]): WhatsAppContent {
  const expected = WHATSAPP_TEMPLATES[template].params.length;
  if (values.length !== expected) throw new Error(`template ${template} takes ${expected} parameters, got ${values.length}`);
  return { template, params: values.map(plainParam) };
}

/** What an order message needs to know about the order. */
export interface OrderFacts {
  name: string;
  orderNumber: string;
  totalPaise: number;
  /** The order's tracking page (absolute). */
  trackingUrl: string;
  paymentMethod: string | null;
  source: "request" | "checkout";
  courierName?: string | null;
  trackingNumber?: string | null;
  /** Cancelled: paid (or refund due) and so refunded. */
  refunded?: boolean;
  /** Cancelled: the owner's reason (a rejected cash-on-delivery order). */
  reason?: string | null;
  returnDays: number;
}

/** The order events that have a WhatsApp message (each once per order). */
export type OrderWhatsAppEvent = "placed" | "confirmed" | "paid" | "shipped" | "delivered" | "cancelled";

/** The message for an order event, or null when the event has none (a checkout order awaiting its payment). */
export function orderWhatsApp(event: OrderWhatsAppEvent, order: OrderFacts): WhatsAppContent | null {
  const name = greetingName(order.name);
  switch (event) {
    case "placed":
      if (order.paymentMethod === "cod") return content("cod_order_placed", [name, order.orderNumber, formatRupees(order.totalPaise), order.trackingUrl]);
      return order.source === "checkout" ? null : content("order_received", [name, order.orderNumber, formatRupees(order.totalPaise), order.trackingUrl]);
    case "confirmed":
      // Only a cash-on-delivery order is confirmed (by the owner, after the call).
      return order.paymentMethod === "cod" ? content("cod_order_confirmed", [name, order.orderNumber, formatRupees(order.totalPaise), order.trackingUrl]) : null;
    case "paid":
      return content("payment_received", [name, order.orderNumber, formatRupees(order.totalPaise), order.trackingUrl]);
    case "shipped":
      return content("order_shipped", [name, order.orderNumber, order.courierName || "our courier", order.trackingNumber || "-", order.trackingUrl]);
    case "delivered":
      return content("order_delivered", [name, order.orderNumber, order.returnDays, order.trackingUrl]);
    case "cancelled": {
      const note = order.reason
        ? `Reason: ${order.reason}`
        : order.refunded
          ? `We will refund ${formatRupees(order.totalPaise)} to you.`
          : "No payment was taken.";
      return content("order_cancelled", [name, order.orderNumber, note, order.trackingUrl]);
    }
  }
}

/** The steps of a return or exchange (issue 22 part 1) that have a WhatsApp message. */
export const RETURN_WHATSAPP_STEPS = ["requested", "approved", "rejected", "picked_up", "received", "refunded", "exchanged"] as const;
export type ReturnWhatsAppStep = (typeof RETURN_WHATSAPP_STEPS)[number];

/** What a return message needs to know. */
export interface ReturnFacts {
  name: string;
  orderNumber: string;
  returnNumber: string;
  trackingUrl: string;
  /** rejected: the owner's reason. */
  reason?: string | null;
  /** refunded: the amount. */
  amountPaise?: number | null;
  /** exchanged: the replacement order's number. */
  newOrderNumber?: string | null;
  /** exchanged: the replacement order's tracking page (default: trackingUrl). */
  newTrackingUrl?: string | null;
}

/** The message for a return step. */
export function returnWhatsApp(step: ReturnWhatsAppStep, facts: ReturnFacts): WhatsAppContent {
  const head = [greetingName(facts.name), facts.returnNumber, facts.orderNumber];
  switch (step) {
    case "requested":
    case "approved":
    case "picked_up":
    case "received":
      return content(`return_${step}`, [...head, facts.trackingUrl]);
    case "rejected":
      return content("return_rejected", [...head, facts.reason || "please see our e-mail"]);
    case "refunded":
      return content("return_refunded", [...head, facts.amountPaise != null ? formatRupees(facts.amountPaise) : "-"]);
    case "exchanged":
      return content("return_exchanged", [...head, facts.newOrderNumber || "-", facts.newTrackingUrl || facts.trackingUrl]);
  }
}

/** What a cart reminder on WhatsApp needs (issue 45). */
export interface CartReminderFacts {
  name: string;
  pieces: number;
  totalPaise: number;
  cartUrl: string;
  unsubscribeUrl: string;
}

/** The cart reminder's WhatsApp message. */
export function cartReminderWhatsApp(facts: CartReminderFacts): WhatsAppContent {
  const pieces = facts.pieces === 1 ? "1 piece" : `${facts.pieces} pieces`;
  return content("cart_reminder", [greetingName(facts.name), pieces, formatRupees(facts.totalPaise), facts.cartUrl, facts.unsubscribeUrl]);
}

// Back-in-stock alerts (issue 45) -------------------------------------------------------------------

/** What a back-in-stock message says: the piece (with its size), today's price and its page. */
export interface BackInStockFacts {
  productName: string;
  sizeLabel: string | null;
  pricePaise: number;
  /** The product page (absolute), with ?size= for a size. */
  productUrl: string;
}

/** The piece as the message names it: "Moon Ring (size 12)". */
export function backInStockPiece({ productName, sizeLabel }: Pick<BackInStockFacts, "productName" | "sizeLabel">): string {
  return sizeLabel ? `${productName} (size ${sizeLabel})` : productName;
}

/** The WhatsApp message of a back-in-stock alert. */
export function backInStockWhatsApp(facts: BackInStockFacts): WhatsAppContent {
  return content("back_in_stock", [backInStockPiece(facts), formatRupees(facts.pricePaise), facts.productUrl]);
}
