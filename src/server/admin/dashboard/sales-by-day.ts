import "server-only";
import type { SalesDay } from "@/lib/api/admin/dashboard";
import { paiseToRupees } from "@/lib/format";
import { indiaDayStart, lastIndiaDates } from "@/server/admin/dashboard/india-dates";
import { db } from "@/server/db";

// Revenue and orders per Indian day over the last 30 days, for the dashboard's chart: one GROUP BY
// over the orders that were paid (paid, processing, shipped, delivered; a cash-on-delivery order
// only once its cash was collected, paidAt), read on the Order(status, createdAt) index; an
// exchange's replacement order (issue 22) is not a sale. The days without orders are filled in
// with zeros here.

export const SALES_DAYS = 30;

/** Statuses of an order whose money has arrived. */
const PAID_OR_LATER = ["paid", "processing", "shipped", "delivered"] as const;

export async function salesByDay(now: Date): Promise<SalesDay[]> {
  // createdAt is a UTC timestamp without zone: the bound is turned into one the same way, so the
  // comparison does not depend on the connection's time zone.
  const since = indiaDayStart(now, SALES_DAYS - 1).toISOString();
  const rows = await db.$queryRaw<{ day: string; orders: number; paise: bigint }[]>`
    SELECT to_char(("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day,
           count(*)::int AS orders,
           COALESCE(sum("totalPaise"), 0)::bigint AS paise
    FROM "Order"
    WHERE "status" IN (${PAID_OR_LATER[0]}::"OrderStatus", ${PAID_OR_LATER[1]}::"OrderStatus", ${PAID_OR_LATER[2]}::"OrderStatus", ${PAID_OR_LATER[3]}::"OrderStatus")
      AND "createdAt" >= (${since}::timestamptz AT TIME ZONE 'UTC')
      AND ("paymentMethod" IS DISTINCT FROM 'cod'::"PaymentMethod" OR "paidAt" IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM "ReturnRequest" r WHERE r."exchangeOrderId" = "Order"."id")
    GROUP BY day`;
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return lastIndiaDates(now, SALES_DAYS).map((date) => {
    const row = byDay.get(date);
    return { date, orders: row?.orders ?? 0, revenue: row ? paiseToRupees(Number(row.paise)) : 0 };
  });
}
