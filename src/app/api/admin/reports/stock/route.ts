import { connection } from "next/server";
import { indiaDate } from "@/server/admin/dashboard/india-dates";
import { badRequest } from "@/server/errors";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";
import { stockValue } from "@/server/reports/stock-value";
import { stockValueCsv } from "@/server/reports/stock-value-csv";

// GET /api/admin/reports/stock → { stock: { silverRate, rows, categories, total } }: what the stock
// is worth now (issue 45 §3), amounts in paise. ?format=csv → stock-value-<date>.csv, as an attachment.
export const GET = route({ auth: "admin", permission: "reports" }, async (request) => {
  await connection();
  const format = request.nextUrl.searchParams.get("format");
  if (format !== null && format !== "csv") throw badRequest('Invalid query. format: leave it out for JSON, or "csv".');
  const stock = await stockValue();
  if (format === "csv")
    return new Response(stockValueCsv(stock), {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="stock-value-${indiaDate(new Date())}.csv"`, "Cache-Control": "no-store" },
    });
  return ok({ stock }, "The stock's value at today's prices.", { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
