import { connection } from "next/server";
import { ZGstMonthParams } from "@/lib/schemas/gst-report";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseParams, route } from "@/server/http/route";
import { gstReturnOf } from "@/server/reports/gstr1/filed-months";

// GET /api/admin/reports/gst/{YYYY-MM} → { figures, filing, ended, label }: the month's GSTR-1
// figures (the stored ones once filed), amounts in paise.
export const GET = route({ auth: "admin", permission: "reports" }, async (_request, context) => {
  await connection();
  const { month } = await parseParams(context, ZGstMonthParams);
  const gstReturn = await gstReturnOf(month);
  return ok({ ...gstReturn }, `GSTR-1 figures of ${gstReturn.label}.`, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
