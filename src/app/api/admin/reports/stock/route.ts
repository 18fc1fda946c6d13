import { connection } from "next/server";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";
import { stockValue } from "@/server/reports/stock-value";

// GET /api/admin/reports/stock → { stock: { silverRate, rows, categories, total } }: what the stock
// is worth now (issue 45 §3), amounts in paise.
export const GET = route({ auth: "admin", permission: "reports" }, async () => {
  await connection();
  return ok({ stock: await stockValue() }, "The stock's value at today's prices.", { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
