import { COLOR_MSG } from "@/lib/admin/catalogue-messages";
import { colorJSON } from "@/lib/json/catalogue";
import { changeColorStatus } from "@/server/admin/colors/change-color-status";
import { ZColorStatusParams } from "@/server/admin/colors/color-rules";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";

// PATCH /api/color/change-status/{id}/{true|false} (back office §7) → { color }.
export const PATCH = route({ auth: "admin", permission: "catalogue.write" }, async (_request, context: RouteContext<{ id: string; status: string }>, { admin }) => {
  const { id, status } = await parseParams(context, ZColorStatusParams);
  const active = status === "true";
  const color = await changeColorStatus({ admin, id, active });
  return ok({ color: colorJSON(color) }, active ? COLOR_MSG.activated : COLOR_MSG.deactivated, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
