import { connection } from "next/server";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";
import { parsePeriod } from "@/server/reports/report-period";
import { salesCsv } from "@/server/reports/sales-csv";
import { ZSalesCsvQuery } from "@/server/reports/sales-query";
import { salesReport } from "@/server/reports/sales-report";

// GET /api/admin/reports/sales/csv?table=summary|buckets|categories|top-sellers|slow-movers|methods|reasons
// &period=…(as GET /api/admin/reports/sales) → the table as a CSV attachment (rupees with two decimals,
// dates YYYY-MM-DD). A bad table or period is a 400 in the JSON envelope.
export const GET = route({ auth: "admin", permission: "reports" }, async (request) => {
  await connection();
  const { table, ...query } = parseQuery(request, ZSalesCsvQuery);
  const { filename, csv } = salesCsv(await salesReport(parsePeriod(query, new Date())), table);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
