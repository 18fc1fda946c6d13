import { COLOR_MSG } from "@/lib/admin/catalogue-messages";
import { ZColorCreate } from "@/lib/admin/color-schema";
import { colorJSON } from "@/lib/json/catalogue";
import { readColorBody } from "@/server/admin/colors/color-rules";
import { createColor } from "@/server/admin/colors/create-color";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// POST /api/color/create { name } (back office §7) → 201 { color }: Silver, Rose Gold or Gold, once each.
export const POST = route({ auth: "admin", permission: "catalogue.write" }, async (request, _context, { admin }) => {
  const { name } = await readColorBody(request, ZColorCreate);
  const color = await createColor({ admin, name });
  return ok({ color: colorJSON(color) }, COLOR_MSG.created, { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
