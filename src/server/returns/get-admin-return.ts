import "server-only";
import { actionsFor } from "@/lib/returns/return-rules";
import { payoutOf } from "@/lib/returns/refund-payout";
import { RETURN_MSG } from "@/lib/returns/return-messages";
import type { AdminReturnDetailJSON } from "@/lib/types/returns";
import { db } from "@/server/db";
import { notFound } from "@/server/errors";
import { refundBasis, requestLinesPaid } from "./refund-basis";
import { refundLimit } from "./refund-limit";
import { settleDifference, sizeDifferences } from "./exchange-sizes";
import { returnRequestJSON, returnRequestSelect } from "./return-json";

/**
 * GET /api/admin/returns/{id}: the request for the owner: the shopper's JSON, the order and its
 * customer, what was paid for each piece and the most a refund may be now, the refund, the credit
 * note, the replacement order, the moves allowed now, and the history (admins shown by e-mail).
 */
export async function getAdminReturn(id: string): Promise<AdminReturnDetailJSON> {
  const row = await db.returnRequest.findUnique({
    where: { id },
    select: {
      ...returnRequestSelect,
      orderId: true,
      refundMethod: true,
      refundReference: true,
      payoutUpi: true,
      payoutIfsc: true,
      payoutAccount: true,
      order: { select: { orderNumber: true, status: true, paymentMethod: true, customerName: true, customerEmail: true, customerPhone: true } },
      events: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { status: true, actor: true, note: true, createdAt: true } },
    },
  });
  if (!row) throw notFound(RETURN_MSG.notFound);

  // Steps name an admin by id ("admin:<id>"); the owner reads the e-mail, as on the order's page.
  const adminIds = [...new Set(row.events.flatMap((event) => (event.actor.startsWith("admin:") ? [event.actor.slice(6)] : [])))];
  const [admins, { maxRefund, basis, paid }] = await Promise.all([
    adminIds.length ? db.admin.findMany({ where: { id: { in: adminIds } }, select: { id: true, email: true } }) : Promise.resolve([]),
    refundBasis(db, row.orderId).then(async (basis) => ({ basis, maxRefund: await refundLimit(db, { returnId: id, orderId: row.orderId, basis }), paid: await requestLinesPaid(db, basis, id) })),
  ]);
  // An exchange for another size (issue 42): each line's price difference, today's prices.
  const differences = await sizeDifferences(db, id, basis.priceOf);
  const emailOf = new Map(admins.map((admin) => [`admin:${admin.id}`, admin.email]));
  const base = returnRequestJSON(row);
  return {
    ...base,
    orderId: row.orderId,
    orderNumber: row.order.orderNumber,
    orderStatus: row.order.status,
    paymentMethod: row.order.paymentMethod,
    customerName: row.order.customerName,
    customerEmail: row.order.customerEmail,
    customerPhone: row.order.customerPhone,
    // An exchange's ₹0 replacement shows what was paid for each piece in the order that paid (refund-basis.ts);
    // paidPaise is what the units really paid (after offers, issue 44): both lists are in the lines' id order.
    lines: row.lines.map((line, index) => ({
      ...base.lines[index]!,
      unitPricePaise: basis.priceOf(line.orderLine),
      paidPaise: paid[index]?.paidPaise ?? line.quantity * basis.priceOf(line.orderLine),
      differencePaise: differences[index]?.differencePaise ?? null,
    })),
    sizeDifference: settleDifference(differences),
    maxRefundPaise: row.status === "refunded" ? (row.refundPaise ?? 0) : maxRefund,
    refundMethod: row.refundMethod === "gateway" || row.refundMethod === "bank_transfer" ? row.refundMethod : null,
    refundReference: row.refundReference,
    refundPayout: payoutOf(row),
    creditNote: row.creditNote ? { number: row.creditNote.number, issuedAt: row.creditNote.issuedAt.toISOString(), amountPaise: row.creditNote.amountPaise } : null,
    exchangeOrder: row.exchangeOrder,
    actions: actionsFor(row.status, row.kind),
    history: row.events.map((event) => ({ status: event.status, actor: emailOf.get(event.actor) ?? event.actor, note: event.note, at: event.createdAt.toISOString() })),
  };
}
