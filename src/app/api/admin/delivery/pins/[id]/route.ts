import { DELIVERY_MSG } from "@/lib/admin/delivery-messages";
import { ZDeliveryIdParams } from "@/lib/schemas/admin-delivery";
import { deletePinRule } from "@/server/admin/delivery/delete-pin-rule";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseParams, route } from "@/server/http/route";

// DELETE /api/admin/delivery/pins/{id} → {}: one PIN rule (issue 21; the path is ours); 404 when gone.
export const DELETE = route({ auth: "admin", permission: "delivery" }, async (_request, context, { admin }) => {
  const { id } = await parseParams(context, ZDeliveryIdParams);
  const { prefix } = await deletePinRule({ admin, id });
  return ok({}, DELIVERY_MSG.pinDeleted(prefix), { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
