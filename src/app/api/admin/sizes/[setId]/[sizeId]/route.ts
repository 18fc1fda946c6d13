import { SIZE_MSG } from "@/lib/admin/size-messages";
import { ZSizeInput } from "@/lib/admin/size-schema";
import { deleteSize } from "@/server/admin/sizes/delete-size";
import { ZSizeIdParams } from "@/server/admin/sizes/size-record";
import { readSizeBody } from "@/server/admin/sizes/size-rules";
import { updateSize } from "@/server/admin/sizes/update-size";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";

type Params = RouteContext<{ setId: string; sizeId: string }>;

// PATCH /api/admin/sizes/{setId}/{sizeId} { label, position?, measurements } → { size }.
export const PATCH = route({ auth: "admin", permission: "catalogue.write" }, async (request, context: Params, { admin }) => {
  const { setId, sizeId } = await parseParams(context, ZSizeIdParams);
  const input = await readSizeBody(request, ZSizeInput);
  const size = await updateSize({ admin, setId, sizeId, input });
  return ok({ size }, SIZE_MSG.sizeUpdated, { headers: { "Cache-Control": "no-store" } });
});

// DELETE /api/admin/sizes/{setId}/{sizeId}: 409 while a piece offers it.
export const DELETE = route({ auth: "admin", permission: "catalogue.write" }, async (_request, context: Params, { admin }) => {
  const { setId, sizeId } = await parseParams(context, ZSizeIdParams);
  await deleteSize({ admin, setId, sizeId });
  return ok({}, SIZE_MSG.sizeDeleted, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, OPTIONS } = otherMethods({ PATCH, DELETE });
