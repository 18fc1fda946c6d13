import { connection } from "next/server";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";
import { indiaDate } from "@/server/admin/dashboard/india-dates";
import { stockValue } from "@/server/reports/stock-value";
import { stockValueCsv } from "@/server/reports/stock-value-csv";

// GET /api/admin/reports/stock/csv → stock-value-<date>.csv, as an attachment.
export const GET = route({ auth: "admin", permission: "reports" }, async () => {
  await connection();
  const body = stockValueCsv(await stockValue());
  return new Response(body, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="stock-value-${indiaDate(new Date())}.csv"`, "Cache-Control": "no-store" },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
