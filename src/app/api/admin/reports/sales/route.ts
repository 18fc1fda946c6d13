import { connection } from "next/server";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";
import { parsePeriod } from "@/server/reports/report-period";
import { ZSalesReportQuery } from "@/server/reports/sales-query";
import { salesReport } from "@/server/reports/sales-report";

// GET /api/admin/reports/sales?period=today|week|month|last-month|fy|range&fy=2031-32&from=&to=&bucket=day|week|month
// → { report: { period, summary, buckets, categories, topSellers, slowMovers, methods, reasons } }, amounts in paise,
// read fresh (issue 45). A bad period is a 400 in words.
export const GET = route({ auth: "admin", permission: "reports" }, async (request) => {
  await connection();
  const period = parsePeriod(parseQuery(request, ZSalesReportQuery), new Date());
  return ok({ report: await salesReport(period) }, "Sales report.", { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
