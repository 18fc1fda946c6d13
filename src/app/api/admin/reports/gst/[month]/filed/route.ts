import { ZGstMonthParams } from "@/lib/schemas/gst-report";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseParams, route } from "@/server/http/route";
import { fileGstMonth, unfileGstMonth } from "@/server/reports/gstr1/filed-months";

// A month's filed mark (issue 45 §2).

// POST /api/admin/reports/gst/{YYYY-MM}/filed → 201 { figures, filing, ended, label }: keeps the
// month's figures as filed. 400 for a month not over yet (IST), 409 when already filed.
export const POST = route({ auth: "admin", permission: "reports" }, async (_request, context, { admin }) => {
  const { month } = await parseParams(context, ZGstMonthParams);
  const gstReturn = await fileGstMonth({ admin, monthKey: month });
  return ok({ ...gstReturn }, `${gstReturn.label} is marked filed: its figures are kept as they are now.`, { status: 201, headers: { "Cache-Control": "no-store" } });
});

// DELETE /api/admin/reports/gst/{YYYY-MM}/filed → { figures, filing: null, ... }: the owner only
// (the settings permission); 404 when the month was not filed.
export const DELETE = route({ auth: "admin", permission: "settings" }, async (_request, context, { admin }) => {
  const { month } = await parseParams(context, ZGstMonthParams);
  const gstReturn = await unfileGstMonth({ admin, monthKey: month });
  return ok({ ...gstReturn }, `${gstReturn.label} is no longer marked filed.`, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, OPTIONS } = otherMethods({ POST, DELETE });
