import "server-only";
import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import type { AdminOrderDetailJSON, AdminOrderEventJSON } from "@/lib/schemas/admin-order";
import { db } from "@/server/db";
import { notFound } from "@/server/errors";
import { orderSelect, toOrder } from "@/server/orders/order-row";
import { adminOrderDetailJSON } from "./admin-order-json";

// GET /api/admin/orders/{id}: the whole order for the owner: lines (their snapshots), address,
// the customer's notes, the payments with the gateway's ids, the history (every status it entered,
// who moved it and why, and the audited changes of the back office, merged by time), the owner's
// notes, the payment link and the courier and tracking number.

export async function getAdminOrder(id: string): Promise<AdminOrderDetailJSON> {
  const [row, payments, events, audits] = await Promise.all([
    db.order.findUnique({ where: { id }, select: { ...orderSelect, adminNotes: true } }),
    db.payment.findMany({
      where: { orderId: id },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, kind: true, status: true, amountPaise: true, razorpayOrderId: true, paymentLinkId: true, razorpayPaymentId: true, refundId: true, refundedAt: true, failureReason: true, createdAt: true },
    }),
    db.orderEvent.findMany({ where: { orderId: id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { status: true, actor: true, note: true, createdAt: true } }),
    db.auditLog.findMany({ where: { entity: "order", entityId: id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: 200, select: { actor: true, summary: true, createdAt: true } }),
  ]);
  if (!row) throw notFound(ORDER_ADMIN_MSG.notFound);

  // Status steps name an admin by id ("admin:<id>"); the owner reads the e-mail, as on the audit lines.
  const adminIds = [...new Set(events.flatMap((event) => (event.actor.startsWith("admin:") ? [event.actor.slice(6)] : [])))];
  const admins = adminIds.length ? await db.admin.findMany({ where: { id: { in: adminIds } }, select: { id: true, email: true } }) : [];
  const emailOf = new Map(admins.map((admin) => [`admin:${admin.id}`, admin.email]));
  const history: AdminOrderEventJSON[] = [
    ...events.map((event) => ({ kind: "status" as const, status: event.status, actor: emailOf.get(event.actor) ?? event.actor, note: event.note, at: event.createdAt.toISOString() })),
    ...audits.map((entry) => ({ kind: "audit" as const, status: null, actor: entry.actor, note: entry.summary, at: entry.createdAt.toISOString() })),
  ];
  // Stable: a status step and the audit entry written with it share a time; the step comes first.
  history.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

  const { adminNotes, ...orderRow } = row;
  return adminOrderDetailJSON({ order: toOrder(orderRow), adminNotes: adminNotes ?? "", payments, events: history });
}
