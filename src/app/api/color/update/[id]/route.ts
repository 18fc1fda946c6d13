import { COLOR_MSG } from "@/lib/admin/catalogue-messages";
import { ZColorUpdate } from "@/lib/admin/color-schema";
import { colorJSON } from "@/lib/json/catalogue";
import { ZColorIdParams, readColorBody } from "@/server/admin/colors/color-rules";
import { updateColor } from "@/server/admin/colors/update-color";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";

// PUT /api/color/update/{id} { name, status? } (back office §7) → { color }. Another name is a 400:
// a colour's name never changes.
export const PUT = route({ auth: "admin", permission: "catalogue.write" }, async (request, context: RouteContext<{ id: string }>, { admin }) => {
  const { id } = await parseParams(context, ZColorIdParams);
  const input = await readColorBody(request, ZColorUpdate);
  const color = await updateColor({ admin, id, input });
  return ok({ color: colorJSON(color) }, COLOR_MSG.updated, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PATCH, DELETE, OPTIONS } = otherMethods({ PUT });
