import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { maskPayout, payoutOf } from "@/lib/returns/refund-payout";
import type { AdminReturnListQuery } from "@/lib/returns/return-schemas";
import { type AdminReturnListJSON, RETURN_STATUSES, type ReturnStatus } from "@/lib/types/returns";
import { db } from "@/server/db";
import { escapeLike } from "@/server/escape-like";

/**
 * GET /api/admin/returns: one page of requests, newest first (the createdAt and (status, createdAt)
 * indexes), filtered by status and kind, searched by a substring of the request number, the order
 * number or the customer's name; the tabs' counts per status (for the search and kind) with one
 * GROUP BY, never by loading requests.
 */
export async function listAdminReturns(query: AdminReturnListQuery): Promise<AdminReturnListJSON> {
  const { page, limit, q, status, kind } = query;
  const contains = q ? { contains: escapeLike(q), mode: "insensitive" as const } : null;
  const base: Prisma.ReturnRequestWhereInput = {
    ...(kind ? { kind } : {}),
    ...(contains ? { OR: [{ number: contains }, { order: { orderNumber: contains } }, { order: { customerName: contains } }] } : {}),
  };
  const where: Prisma.ReturnRequestWhereInput = status ? { ...base, status } : base;

  const [rows, total, groups] = await Promise.all([
    db.returnRequest.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * limit,
      take: limit,
      select: {
        id: true,
        number: true,
        kind: true,
        status: true,
        reason: true,
        orderId: true,
        createdAt: true,
        payoutUpi: true,
        payoutIfsc: true,
        payoutAccount: true,
        order: { select: { orderNumber: true, customerName: true } },
        lines: { select: { quantity: true, orderLine: { select: { unitPricePaise: true } } } },
      },
    }),
    db.returnRequest.count({ where }),
    db.returnRequest.groupBy({ by: ["status"], where: base, _count: { _all: true } }),
  ]);

  const counts = Object.fromEntries([["all", 0], ...RETURN_STATUSES.map((s) => [s, 0])]) as Record<"all" | ReturnStatus, number>;
  for (const group of groups) {
    counts[group.status] = group._count._all;
    counts.all += group._count._all;
  }
  return {
    returns: rows.map((row) => ({
      id: row.id,
      number: row.number,
      kind: row.kind,
      status: row.status,
      reason: row.reason,
      orderId: row.orderId,
      orderNumber: row.order.orderNumber,
      customerName: row.order.customerName,
      pieces: row.lines.reduce((sum, line) => sum + line.quantity, 0),
      valuePaise: row.lines.reduce((sum, line) => sum + line.quantity * line.orderLine.unitPricePaise, 0),
      refundTo: ((payout) => (payout ? maskPayout(payout) : null))(payoutOf(row)),
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / limit)),
    limit,
    counts,
  };
}
