import { connection } from "next/server";
import { z } from "zod";
import { customerOrderJSON } from "@/lib/json/order";
import { SELL_MSG } from "@/lib/messages/selling";
import { wholeNumber } from "@/lib/schemas/query-values";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";
import { listCustomerOrders } from "@/server/orders/list-customer-orders";

const ZMineQuery = z.object({ page: wholeNumber(1, 100_000, 1) });

// GET /api/order/mine?page= → { status: 1, msg, orders, page, pages }: the signed-in customer's own
// orders, newest first, 10 a page (401 without a session). Reads only; never stored by a cache.
export const GET = route({ auth: "customer" }, async (request, _context, { customer }) => {
  await connection(); // per request, never prerendered
  const { page } = parseQuery(request, ZMineQuery);
  const result = await listCustomerOrders({ customerId: customer.id, page });
  return ok(
    { orders: result.orders.map(customerOrderJSON), page: result.page, pages: result.pages },
    SELL_MSG.accountOrdersFetched,
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
