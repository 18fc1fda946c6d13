import "server-only";
import { RETURN_MSG } from "@/lib/returns/return-messages";
import type { ReturnLookup } from "@/lib/returns/return-schemas";
import type { SessionCustomer } from "@/server/auth/authorize";
import { db } from "@/server/db";
import { notFound } from "@/server/errors";
import { enforceRateLimit } from "@/server/rate-limit";
import { RETURN_ADDRESS_RATE_LIMIT, RETURN_ORDER_FAILED_RATE_LIMIT } from "./return-rules";

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
 * 404 after the same single read.
 *
 * Limits fall on the guesser, never on the proven owner (issue 40): ownership is checked FIRST, and
 * the signed-in owner of the order is never counted or refused. Everyone else counts against their
 * client address (429 with Retry-After); a lookup that then fails (unknown order, wrong e-mail) also
 * counts against the order number, and once the number has had too many failures further FAILED
 * lookups of it answer 429 instead of 404. A lookup with the right e-mail is never refused by the
 * order's counter, so nobody can lock a shopper out of their returns (or run out their 7-day window)
 * by guessing wrong e-mails for their order number.
 */
export async function findReturnOrder({ lookup, customer, address, now = new Date() }: { lookup: ReturnLookup; customer: SessionCustomer | null; address: string; now?: Date }): Promise<ReturnOrderAccess> {
  const order = await db.order.findUnique({ where: { orderNumber: lookup.orderNumber }, select: { id: true, orderNumber: true, customerId: true, customerEmail: true } });
  const emailMatches = order !== null && lookup.email !== undefined && order.customerEmail.trim().toLowerCase() === lookup.email.trim().toLowerCase();
  const owner = order !== null && customer !== null && order.customerId !== null && order.customerId === customer.id;
  if (owner) {
    // The proven owner: no limit counts them. A wrong e-mail typed beside the session is still a 404.
    if (lookup.email === undefined || emailMatches) return { orderId: order.id, orderNumber: order.orderNumber, requestedBy: `customer:${customer.id}`, actor: "customer" };
    throw notFound(RETURN_MSG.orderNotFound);
  }

  await enforceRateLimit(RETURN_ADDRESS_RATE_LIMIT, address, RETURN_MSG.tooMany, now);
  if (order !== null && emailMatches) return { orderId: order.id, orderNumber: order.orderNumber, requestedBy: "tracking", actor: "tracking" };
  await enforceRateLimit(RETURN_ORDER_FAILED_RATE_LIMIT, lookup.orderNumber, RETURN_MSG.tooMany, now);
  throw notFound(RETURN_MSG.orderNotFound);
}
