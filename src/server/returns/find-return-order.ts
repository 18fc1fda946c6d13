import "server-only";
import { RETURN_MSG } from "@/lib/returns/return-messages";
import type { ReturnLookup } from "@/lib/returns/return-schemas";
import type { SessionCustomer } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { notFound } from "@/server/errors";
import { enforceRateLimit } from "@/server/rate-limit";
import { RETURN_ADDRESS_RATE_LIMIT, RETURN_ORDER_RATE_LIMIT } from "./return-rules";

export interface ReturnOrderAccess {
  orderId: string;
  orderNumber: string;
  /** ReturnRequest.requestedBy: "customer:<id>" (the owner's session) or "tracking" (number and e-mail). */
  requestedBy: string;
  /** ReturnEvent.actor: "customer" or "tracking". */
  actor: "customer" | "tracking";
}

/**
 * The order a shopper may return pieces of: the signed-in customer's own order (the e-mail may be
 * left out), or whoever gives the order number with the e-mail it was placed with (compared
 * without regard to case). An unknown number, a wrong e-mail and someone else's order get the same
 * 404 after the same single read. Each well-formed attempt counts against the client address and
 * the order number (429 with Retry-After).
 */
export async function findReturnOrder({ lookup, customer, address, now = new Date() }: { lookup: ReturnLookup; customer: SessionCustomer | null; address: string; now?: Date }): Promise<ReturnOrderAccess> {
  await enforceRateLimit(RETURN_ADDRESS_RATE_LIMIT, address, RETURN_MSG.tooMany, now);
  await enforceRateLimit(RETURN_ORDER_RATE_LIMIT, lookup.orderNumber, RETURN_MSG.tooMany, now);
  const order = await db.order.findUnique({ where: { orderNumber: lookup.orderNumber }, select: { id: true, orderNumber: true, customerId: true, customerEmail: true } });
  if (!order) throw notFound(RETURN_MSG.orderNotFound);
  const owner = customer !== null && order.customerId !== null && order.customerId === customer.id;
  const emailMatches = lookup.email !== undefined && order.customerEmail.trim().toLowerCase() === lookup.email.trim().toLowerCase();
  if (emailMatches) return { orderId: order.id, orderNumber: order.orderNumber, requestedBy: owner ? `customer:${customer.id}` : "tracking", actor: owner ? "customer" : "tracking" };
  if (owner && lookup.email === undefined) return { orderId: order.id, orderNumber: order.orderNumber, requestedBy: `customer:${customer.id}`, actor: "customer" };
  throw notFound(RETURN_MSG.orderNotFound);
}
