import { connection } from "next/server";
import { STOCK_ALERT_ADMIN_MSG } from "@/lib/stock-alerts/messages";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";
import { ZStockAlertQuery, listStockAlerts, stockAlertsCsv } from "@/server/stock-alerts/list-stock-alerts";

// GET /api/admin/stock-alerts?page&limit&status → { pieces, alerts, counts, page, pages, total }: who
// waits for what (issue 45; the path is ours). With format=csv: the alerts of the status as a CSV file.
export const GET = route({ auth: "admin", permission: "customers" }, async (request) => {
  await connection();
  const query = parseQuery(request, ZStockAlertQuery);
  if (query.format === "csv") {
    const csv = await stockAlertsCsv(query);
    return new Response(`\uFEFF${csv}`, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="stock-alerts${query.status ? `-${query.status}` : ""}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  }
  return ok({ ...(await listStockAlerts(query)) }, STOCK_ALERT_ADMIN_MSG.listed, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
