import { connection } from "next/server";
import { COLOR_MSG } from "@/lib/admin/catalogue-messages";
import { colorJSON } from "@/lib/json/catalogue";
import { listAdminColors } from "@/server/admin/colors/list-admin-colors";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// GET /api/admin/colors → { colors: [{ _id, name, hex, status }] }: every colour, active and
// inactive (the public GET /api/color lists the active ones only). Read fresh, never cached.
export const GET = route({ auth: "admin", permission: "catalogue.read" }, async () => {
  await connection();
  const colors = await listAdminColors();
  return ok({ colors: colors.map(colorJSON) }, COLOR_MSG.listed, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
