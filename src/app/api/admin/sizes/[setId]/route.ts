import { SIZE_MSG } from "@/lib/admin/size-messages";
import { ZSizeInput } from "@/lib/admin/size-schema";
import { createSize } from "@/server/admin/sizes/create-size";
import { ZSetIdParams } from "@/server/admin/sizes/size-record";
import { readSizeBody } from "@/server/admin/sizes/size-rules";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";

// POST /api/admin/sizes/{setId} { label, position?, innerDiameterMm?, circumferenceMm?, lengthInches? }
// → 201 { size }: the measurements the set's kind has (ring: diameter and circumference, bangle:
// diameter, length: inches, free: none); 409 when the set has the label already.
export const POST = route({ auth: "admin", permission: "catalogue.write" }, async (request, context: RouteContext<{ setId: string }>, { admin }) => {
  const { setId } = await parseParams(context, ZSetIdParams);
  const input = await readSizeBody(request, ZSizeInput);
  const size = await createSize({ admin, setId, input });
  return ok({ size }, SIZE_MSG.sizeCreated, { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
