import { connection } from "next/server";
import { DELIVERY_MSG } from "@/lib/admin/delivery-messages";
import { createZone } from "@/server/admin/delivery/create-zone";
import { parseZone } from "@/server/admin/delivery/parse-zone";
import { listZones } from "@/server/admin/delivery/zone-record";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// The delivery zones (issue 21; the path is ours).

// GET /api/admin/delivery/zones → { zones }: in the owner's order, each with its PIN rules' count.
export const GET = route({ auth: "admin", permission: "delivery" }, async () => {
  await connection();
  return ok({ zones: await listZones() }, DELIVERY_MSG.zonesFetched, { headers: { "Cache-Control": "no-store" } });
});

// POST /api/admin/delivery/zones { name, transitDaysMin, transitDaysMax, codAvailable, sortOrder? }
// → 201 { zone }; 409 when the name is taken.
export const POST = route({ auth: "admin", permission: "delivery" }, async (request, _context, { admin }) => {
  const zone = await createZone({ admin, input: parseZone(await readJsonBody(request, { maxBytes: 4 * 1024 })) });
  return ok({ zone }, DELIVERY_MSG.zoneCreated(zone.name), { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
