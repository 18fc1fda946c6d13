import { DELIVERY_MSG } from "@/lib/admin/delivery-messages";
import { ZDeliveryIdParams } from "@/lib/schemas/admin-delivery";
import { deleteZone } from "@/server/admin/delivery/delete-zone";
import { parseZone } from "@/server/admin/delivery/parse-zone";
import { updateZone } from "@/server/admin/delivery/update-zone";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { parseParams, route } from "@/server/http/route";

// One delivery zone (issue 21; the path is ours).

// PATCH /api/admin/delivery/zones/{id}, the zone form's fields → { zone }; 404 when gone, 409 when
// the new name is another zone's.
export const PATCH = route({ auth: "admin", permission: "delivery" }, async (request, context, { admin }) => {
  const { id } = await parseParams(context, ZDeliveryIdParams);
  const input = parseZone(await readJsonBody(request, { maxBytes: 4 * 1024 }));
  const { zone } = await updateZone({ admin, id, input });
  return ok({ zone }, DELIVERY_MSG.zoneUpdated(zone.name), { headers: { "Cache-Control": "no-store" } });
});

// DELETE /api/admin/delivery/zones/{id} → {}; 409 while PIN rules point to it.
export const DELETE = route({ auth: "admin", permission: "delivery" }, async (_request, context, { admin }) => {
  const { id } = await parseParams(context, ZDeliveryIdParams);
  const { name } = await deleteZone({ admin, id });
  return ok({}, DELIVERY_MSG.zoneDeleted(name), { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, OPTIONS } = otherMethods({ PATCH, DELETE });
