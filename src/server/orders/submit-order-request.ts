import "server-only";
import { SELL_MSG } from "@/lib/messages/selling";
import { ZOrderRequest, firstOrderError } from "@/lib/schemas/order";
import type { Order } from "@/lib/types/order";
import { stripMarkup } from "@/server/contact/strip-markup";
import { badRequest } from "@/server/errors";
import { enforceRateLimit } from "@/server/rate-limit";
import { createOrder } from "./create-order";
import { ORDER_REQUEST_RATE_LIMIT } from "./order-request-rules";

/**
 * Stores an order request (back office §2 order request form, §3, §5): an order in status draft,
 * without payment, that the owner answers with a payment link. Markup is stripped from what the
 * shopper typed first, then the form's own schema checks it; only well-formed requests count
 * against the sender's rate limit. Every line is priced from the database by createOrder (a price,
 * total, status or userId in the body is never read); the order carries the session's customer,
 * if any. An optional coupon_code (issue 44) is judged like the checkout's: its use is held until the
 * owner cancels the request or a payment link's expiry. Throws AppErrors: 400 with the form's message, 429, and createOrder's 404 / 409 / 400.
 */
export async function submitOrderRequest({
  body,
  address,
  customerId,
  now,
}: {
  body: unknown;
  address: string;
  /** The signed-in customer's id from the session, or null for a visitor. */
  customerId: string | null;
  now?: Date;
}): Promise<Order> {
  const parsed = ZOrderRequest.safeParse(plainText(body));
  if (!parsed.success) throw badRequest(firstOrderError(parsed.error));
  await enforceRateLimit(ORDER_REQUEST_RATE_LIMIT, address, SELL_MSG.orderRequestTooMany, now);

  const { customer, products, customerNotes, coupon_code } = parsed.data;
  const { shippingAddress: shipTo } = customer;
  return createOrder({
    source: "request",
    status: "draft",
    customerId,
    contact: { name: customer.fullname, email: customer.email, phone: customer.phoneNumber },
    address: { street: shipTo.street, line2: null, city: shipTo.city, state: shipTo.state, pincode: shipTo.pincode, country: shipTo.country },
    customerNotes: customerNotes ?? null,
    couponCode: coupon_code || null,
    whatsappOptIn: customer.whatsappOptIn === true,
    lines: products.map((line) => ({ productId: line.product_id, quantity: line.quantity, colorId: line.color_id, sizeId: line.size_id })),
    actor: customerId ? "customer" : "visitor",
    now,
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Every text value of a record without markup; anything else is left for the schema to judge. */
function stripRecord(value: unknown): unknown {
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, typeof field === "string" ? stripMarkup(field) : field]));
}

/** The body with markup stripped from what a person typed: the customer, the address and the notes (ids are left as sent). */
function plainText(body: unknown): unknown {
  if (!isRecord(body)) return body;
  const customer = isRecord(body.customer) ? { ...(stripRecord(body.customer) as Record<string, unknown>), shippingAddress: stripRecord(body.customer.shippingAddress) } : body.customer;
  return {
    ...body,
    customer,
    ...(typeof body.customerNotes === "string" ? { customerNotes: stripMarkup(body.customerNotes) } : {}),
  };
}
