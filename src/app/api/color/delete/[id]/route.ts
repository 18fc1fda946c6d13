import { COLOR_MSG } from "@/lib/admin/catalogue-messages";
import { ZColorIdParams } from "@/server/admin/colors/color-rules";
import { deleteColor } from "@/server/admin/colors/delete-color";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";

// DELETE /api/color/delete/{id} (back office §7). Products that used it keep their other colours
// (src/server/admin/colors/delete-color.ts).
export const DELETE = route({ auth: "admin", permission: "catalogue.write" }, async (_request, context: RouteContext<{ id: string }>, { admin }) => {
  const { id } = await parseParams(context, ZColorIdParams);
  await deleteColor({ admin, id });
  return ok({}, COLOR_MSG.deleted, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
