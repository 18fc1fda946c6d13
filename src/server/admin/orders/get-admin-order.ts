import "server-only";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import type { AdminOrderDetailJSON, AdminOrderEventJSON } from "@/lib/schemas/admin-order";
import { db } from "@/server/db";
import { notFound } from "@/server/errors";
import { orderSelect, toOrder } from "@/server/orders/order-row";
import { adminOrderDetailJSON } from "./admin-order-json";

// GET /api/admin/orders/{id}: the whole order for the owner: lines (their snapshots), address,
// the customer's notes, the payments with the gateway's ids, its invoice and credit notes, the
// history (every status it entered, who moved it and why, each step of its return requests, and
// the back office's other audited changes, merged by time), the owner's notes, the payment link
// and the courier and tracking number. A status move is one line: its audit entry (action
// "status", kept in the audit log) says the same as the step, so the timeline leaves it out.

export async function getAdminOrder(id: string): Promise<AdminOrderDetailJSON> {
  const [row, payments, events, audits, returnEvents, invoice, creditNotes] = await Promise.all([
    db.order.findUnique({ where: { id }, select: { ...orderSelect, adminNotes: true } }),
    db.payment.findMany({
      where: { orderId: id },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, kind: true, status: true, amountPaise: true, razorpayOrderId: true, paymentLinkId: true, razorpayPaymentId: true, refundId: true, refundedAt: true, failureReason: true, createdAt: true },
    }),
    db.orderEvent.findMany({ where: { orderId: id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { status: true, actor: true, note: true, createdAt: true } }),
    db.auditLog.findMany({
      where: { entity: "order", entityId: id, action: { not: "status" } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: 200,
      select: { actor: true, summary: true, createdAt: true },
    }),
    db.returnEvent.findMany({
      where: { request: { orderId: id } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: 200,
      select: { status: true, actor: true, note: true, createdAt: true, request: { select: { number: true } } },
    }),
    db.invoice.findUnique({ where: { orderId: id }, select: { number: true, issuedAt: true } }),
    db.creditNote.findMany({ where: { orderId: id }, orderBy: [{ issuedAt: "asc" }, { id: "asc" }], select: { number: true, issuedAt: true, amountPaise: true, returnId: true } }),
  ]);
  if (!row) throw notFound(ORDER_ADMIN_MSG.notFound);

  // Status steps name an admin by id ("admin:<id>"); the owner reads the e-mail, as on the audit lines.
  const adminIds = [...new Set([...events, ...returnEvents].flatMap((event) => (event.actor.startsWith("admin:") ? [event.actor.slice(6)] : [])))];
  const admins = adminIds.length ? await db.admin.findMany({ where: { id: { in: adminIds } }, select: { id: true, email: true } }) : [];
  const emailOf = new Map(admins.map((admin) => [`admin:${admin.id}`, admin.email]));
  const history: AdminOrderEventJSON[] = [
    ...events.map((event) => ({ kind: "status" as const, status: event.status, actor: emailOf.get(event.actor) ?? event.actor, note: event.note, at: event.createdAt.toISOString() })),
    ...returnEvents.map((event) => ({
      kind: "return" as const,
      status: null,
      actor: emailOf.get(event.actor) ?? event.actor,
      note: [ORDER_ADMIN_MSG.returnStep(event.request.number, event.status), event.note].filter(Boolean).join("\n"),
      at: event.createdAt.toISOString(),
    })),
    ...audits.map((entry) => ({ kind: "audit" as const, status: null, actor: entry.actor, note: entry.summary, at: entry.createdAt.toISOString() })),
  ];
  // Stable: a status step and the audit entry written with it share a time; the step comes first.
  history.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

  const { adminNotes, ...orderRow } = row;
  return adminOrderDetailJSON({ order: toOrder(orderRow), adminNotes: adminNotes ?? "", payments, events: history, invoice, creditNotes });
}
