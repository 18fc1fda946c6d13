import "server-only";
import { RETURN_MSG } from "@/lib/returns/return-messages";
import { moveOf } from "@/lib/returns/return-rules";
import type { ReturnMove } from "@/lib/returns/return-schemas";
import type { AdminReturnDetailJSON, ReturnStatus } from "@/lib/types/returns";
import { type AuditChanges, recordAudit } from "@/server/admin/audit";
import { type MoneyActor, requirePaymentLinkAuthority, requireRefundAuthority, requireWithinRefundLimit } from "@/server/admin/orders/refund-authority";
import { issueCreditNote } from "@/server/credit-notes/issue-credit-note";
import { db } from "@/server/db";
import { AppError, badRequest, conflict, notFound } from "@/server/errors";
import { expireStockPages } from "@/server/orders/after-order-paid";
import type { DbClient } from "@/server/orders/db-client";
import { sendOrderMail } from "@/server/orders/send-order-mail";
import { createPaymentLinkForOrder } from "@/server/payments/create-payment-link";
import { paymentGateway } from "@/server/payments/gateway";
import { createExchangeOrder, restockReturn } from "./exchange-order";
import { getAdminReturn } from "./get-admin-return";
import { settleDifference, sizeDifferences } from "./exchange-sizes";
import { type RefundBasis, paidOrderOf, refundBasis, requestLinesPaid } from "./refund-basis";
import { refundLimit } from "./refund-limit";
import { sendReturnUpdate } from "./send-return-update";
import { alertsAfterRestock } from "@/server/stock-alerts/after-restock";

type Actor = MoneyActor;

// PATCH /api/admin/returns/{id} { action, reason?, amountPaise?, reference? }: the back office moves
// a request one step: approve | reject (with the reason the shopper sees) → pick_up → receive (the
// pieces back in stock) → refund (a return: through the payment gateway for a card payment, or a
// bank transfer the owner records for cash on delivery; a GST credit note issued) | exchange (an
// exchange: a replacement order at no charge, its stock taken). One transaction: the order's row
// and then the request's are locked (FOR UPDATE, the order first as every order change does), the
// move is checked against the status read under the lock (409 otherwise), so a double click or a
// retry never moves, restocks or refunds twice; the request's history step and the audit entry
// are written with it. The gateway's refund runs under the locks (as refund-payment.ts does); if it
// fails nothing is changed. After commit: the stock pages expire and the shopper gets the mail.

interface Moved {
  to: ReturnStatus;
  productIds: string[];
  /** An exchange for a dearer size: the replacement order awaiting the difference by payment link. */
  payMore: { orderId: string; paymentMethod: string | null } | null;
}

export async function moveReturn({ admin, id, input, now = new Date() }: { admin: Actor; id: string; input: ReturnMove; now?: Date }): Promise<AdminReturnDetailJSON> {
  const found = await db.returnRequest.findUnique({ where: { id }, select: { orderId: true } });
  if (!found) throw notFound(RETURN_MSG.notFound);
  if (input.action === "reject" && !input.reason) throw badRequest(RETURN_MSG.reasonRequired);
  // Issue 43: up to "received" is the "returns" permission (the route's); a refund, and an exchange
  // (which may refund a cheaper size's difference or send a link for a dearer one's), need the
  // refund permission and a fresh second factor; a manager's amount is checked in refundMoney.
  if (input.action === "refund" || input.action === "exchange") requireRefundAuthority(admin, now);
  if (input.action === "exchange") requirePaymentLinkAuthority(admin, now);

  const moved = await db.$transaction((tx) => move(tx, { admin, id, orderId: found.orderId, input, now }), { maxWait: 10_000, timeout: 30_000 });

  if (moved.productIds.length > 0) {
    try {
      expireStockPages(moved.productIds);
    } catch (error) {
      console.error("expiring the returned pieces' pages failed", error);
    }
  }
  // Returned pieces back on the shelf: their waiting back-in-stock alerts go now (an exchange's
  // replacement took stock, and alertsAfterRestock finds nothing in stock for those).
  if (moved.productIds.length > 0 && input.action !== "exchange") await alertsAfterRestock(moved.productIds);
  await sendReturnUpdate(moved.to, id);
  if (moved.payMore) await sendDifferenceLink({ admin, returnId: id, ...moved.payMore, now });
  return getAdminReturn(id);
}

/**
 * After an exchange for a dearer size commits: the payment link for the difference, with the order
 * machinery (createPaymentLinkForOrder on the replacement order, whose total is the difference; its
 * settlement takes the new size's stock and invoices the difference) and the order's status mail
 * carrying the link. A gateway that fails changes nothing already done: the request's history says
 * so, and the owner sends the link from the replacement order's page.
 */
async function sendDifferenceLink({ admin, returnId, orderId, paymentMethod, now }: { admin: Actor; returnId: string; orderId: string; paymentMethod: string | null; now: Date }): Promise<void> {
  let note: string;
  try {
    const method = paymentMethod === "paytm" ? "paytm" : "phonepe";
    const link = await createPaymentLinkForOrder({ orderId, method, actor: `admin:${admin.id}`, now });
    await sendOrderMail("status", link.order, { status: "payment_pending", paymentLink: link.shortUrl });
    note = RETURN_MSG.notes.linkSent(link.shortUrl);
  } catch (error) {
    console.error(`the payment link for the size difference of order ${orderId} was not sent`, error);
    note = RETURN_MSG.notes.linkFailed;
  }
  await db.returnEvent.create({ data: { returnId, status: "exchanged", actor: `admin:${admin.id}`, note, createdAt: new Date(now.getTime() + 1) } });
}

async function move(tx: DbClient, { admin, id, orderId, input, now }: { admin: Actor; id: string; orderId: string; input: ReturnMove; now: Date }): Promise<Moved> {
  // A returned exchange replacement is refunded against the order that paid for the piece
  // (refund-basis.ts): that order's row is locked first, so its refunds and its replacements' count each other.
  const paidOrderId = await paidOrderOf(tx, orderId);
  if (paidOrderId !== orderId) await tx.$queryRaw`SELECT 1 FROM "Order" WHERE "id" = ${paidOrderId} FOR UPDATE`;
  const orders = await tx.$queryRaw<{ orderNumber: string; shipState: string }[]>`
    SELECT "orderNumber", "shipState" FROM "Order" WHERE "id" = ${orderId} FOR UPDATE`;
  const requests = await tx.$queryRaw<{ number: string; status: ReturnStatus; kind: "return" | "exchange" }[]>`
    SELECT "number", "status"::text AS "status", "kind"::text AS "kind" FROM "ReturnRequest" WHERE "id" = ${id} AND "orderId" = ${orderId} FOR UPDATE`;
  const order = orders[0];
  const request = requests[0];
  if (!order || !request) throw notFound(RETURN_MSG.notFound);
  const step = moveOf(request.status, request.kind, input.action);
  if (!step.ok) throw conflict(step.msg);
  const to = step.to;
  const actor = `admin:${admin.id}`;

  const data: Record<string, unknown> = { status: to };
  const changes: AuditChanges = { status: [request.status, to] };
  let note: string | null = null;
  let productIds: string[] = [];
  let payMore: Moved["payMore"] = null;

  // Where a cash-on-delivery refund goes is kept no longer than the refund needs it (issue 40).
  const erasePayout = { payoutUpi: null, payoutIfsc: null, payoutAccount: null };
  if (input.action === "reject") {
    Object.assign(data, erasePayout);
    data.rejectionReason = input.reason;
    changes.rejectionReason = [null, input.reason];
    note = input.reason ?? null;
  } else if (input.action === "receive") {
    const restocked = await restockReturn(tx, id);
    productIds = restocked.productIds;
    if (productIds.length > 0) changes.restocked = [null, productIds];
    note = RETURN_MSG.notes.restocked(restocked.pieces);
  } else if (input.action === "refund") {
    await recordLinesPaid(tx, id, orderId);
    const refund = await refundMoney(tx, { admin, id, orderId, paidOrderId, orderNumber: order.orderNumber, requestNumber: request.number, input });
    const credit = await issueCreditNote(tx, { returnId: id, orderId, invoiceOrderId: paidOrderId, amountPaise: refund.amountPaise, buyerState: order.shipState, now });
    Object.assign(data, erasePayout, { refundPaise: refund.amountPaise, refundMethod: refund.method, refundReference: refund.reference });
    Object.assign(changes, { refundPaise: [null, refund.amountPaise], refundMethod: [null, refund.method], refundReference: [null, refund.reference], creditNote: [null, credit.number] });
    note = refund.method === "gateway" ? RETURN_MSG.notes.refundedGateway(refund.amountPaise, refund.reference) : RETURN_MSG.notes.refundedBank(refund.amountPaise, refund.reference);
  } else if (input.action === "exchange") {
    // Another size at another price (issue 42): dearer lines are paid by link, cheaper ones refunded.
    const basis = await refundBasis(tx, orderId);
    await recordLinesPaid(tx, id, orderId, basis);
    const differences = await sizeDifferences(tx, id, basis.priceOf);
    const replacement = await createExchangeOrder(tx, { returnId: id, requestNumber: request.number, orderId, actor, now, differences });
    productIds = replacement.productIds;
    data.exchangeOrderId = replacement.id;
    changes.exchangeOrder = [null, replacement.orderNumber];
    note = replacement.payMorePaise > 0 ? RETURN_MSG.notes.exchangedPayMore(replacement.orderNumber, replacement.payMorePaise) : RETURN_MSG.notes.exchanged(replacement.orderNumber);
    if (replacement.payMorePaise > 0) {
      const paid = await tx.order.findUniqueOrThrow({ where: { id: paidOrderId }, select: { paymentMethod: true } });
      payMore = { orderId: replacement.id, paymentMethod: paid.paymentMethod };
      changes.payMorePaise = [null, replacement.payMorePaise];
    }
    // A cheaper size's difference (today's prices) is never more than the pieces really paid (after
    // offers, issue 44) nor than what is left of the order's payment: refund-limit.ts.
    const difference = settleDifference(differences)?.refundLessPaise ?? 0;
    const less = difference > 0 ? Math.min(difference, await refundLimit(tx, { returnId: id, orderId, basis })) : 0;
    if (less > 0) {
      // Last: the gateway's refund cannot be rolled back, so nothing that may refuse comes after it.
      const refund = await refundMoney(tx, { admin, id, orderId, paidOrderId, orderNumber: order.orderNumber, requestNumber: request.number, input: { ...input, amountPaise: less } });
      const credit = await issueCreditNote(tx, { returnId: id, orderId, invoiceOrderId: paidOrderId, amountPaise: refund.amountPaise, buyerState: order.shipState, now });
      Object.assign(data, erasePayout, { refundPaise: refund.amountPaise, refundMethod: refund.method, refundReference: refund.reference });
      Object.assign(changes, { refundPaise: [null, refund.amountPaise], refundMethod: [null, refund.method], refundReference: [null, refund.reference], creditNote: [null, credit.number] });
      note += ` ${refund.method === "gateway" ? RETURN_MSG.notes.differenceRefundedGateway(refund.amountPaise, refund.reference) : RETURN_MSG.notes.differenceRefundedBank(refund.amountPaise, refund.reference)}`;
    }
  }

  await tx.returnRequest.update({ where: { id }, data });
  await tx.returnEvent.create({ data: { returnId: id, status: to, actor, note, createdAt: now } });
  await recordAudit(tx, admin, {
    entity: "return_request",
    entityId: id,
    action: "status",
    summary: `Return request ${request.number} (order ${order.orderNumber}): ${request.status} → ${to}`,
    changes,
  });
  return { to, productIds, payMore };
}

/**
 * Issue 44: what the request's units really paid (their share of each line after offers), written
 * once on its lines when it is refunded or exchanged, under the order's lock: the refund's most, the
 * credit note's lines and GST, and the next request of the same line (which takes the units after
 * these) all read it.
 */
async function recordLinesPaid(tx: DbClient, returnId: string, orderId: string, known?: RefundBasis): Promise<void> {
  const basis = known ?? (await refundBasis(tx, orderId));
  for (const line of await requestLinesPaid(tx, basis, returnId)) {
    await tx.returnLine.update({ where: { id: line.returnLineId }, data: { paidPaise: line.paidPaise } });
  }
}

/**
 * The refund of a received return, under the order's and the request's locks: the amount (the
 * most by default; 400 above it), then the money: back through the gateway against the paid
 * order's payment (the order itself, or for an exchange's replacement the order that paid for it) when it was paid online (a partial refund of that payment), otherwise (cash on
 * delivery) the owner's bank transfer, whose reference is required.
 */
async function refundMoney(
  tx: DbClient,
  { admin, id, orderId, paidOrderId, orderNumber, requestNumber, input }: { admin: Actor; id: string; orderId: string; paidOrderId: string; orderNumber: string; requestNumber: string; input: ReturnMove },
): Promise<{ amountPaise: number; method: "gateway" | "bank_transfer"; reference: string }> {
  const max = await refundLimit(tx, { returnId: id, orderId });
  if (max <= 0) throw conflict(RETURN_MSG.nothingToRefund);
  const amountPaise = input.amountPaise ?? max;
  if (amountPaise > max) throw badRequest(RETURN_MSG.amountTooHigh(max));
  await requireWithinRefundLimit(tx, admin, amountPaise);

  const payment = await tx.payment.findFirst({
    where: { orderId: paidOrderId, status: "paid", razorpayPaymentId: { not: null }, kind: { in: ["checkout", "payment_link"] } },
    orderBy: { createdAt: "desc" },
    select: { razorpayPaymentId: true },
  });
  if (!payment) {
    if (!input.reference) throw badRequest(RETURN_MSG.referenceRequired);
    return { amountPaise, method: "bank_transfer", reference: input.reference };
  }
  const gateway = paymentGateway();
  let refunded: { id: string };
  try {
    refunded = await gateway.refund({ razorpayPaymentId: payment.razorpayPaymentId!, amountPaise, notes: { orderId, orderNumber, returnRequest: requestNumber } });
  } catch (error) {
    if (error instanceof AppError) throw error;
    console.error(`Refund of return request ${requestNumber} (order ${orderNumber}) failed`, error);
    throw new AppError("SERVICE_UNAVAILABLE", RETURN_MSG.refundFailed(error instanceof Error ? error.message : "unknown error"));
  }
  return { amountPaise, method: "gateway", reference: refunded.id };
}
