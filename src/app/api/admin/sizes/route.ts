import { connection } from "next/server";
import { SIZE_MSG } from "@/lib/admin/size-messages";
import { ZSizeSetCreate } from "@/lib/admin/size-schema";
import { createSizeSet } from "@/server/admin/sizes/create-size-set";
import { listSizeSets } from "@/server/admin/sizes/list-size-sets";
import { readSizeBody } from "@/server/admin/sizes/size-rules";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// GET /api/admin/sizes → { sets: [{ _id, name, kind, sizes: [{ _id, label, position, innerDiameterMm,
// circumferenceMm, lengthInches, products }] }] } (issue 42): every size set, read fresh.
export const GET = route({ auth: "admin", permission: "catalogue.read" }, async () => {
  await connection();
  const sets = await listSizeSets();
  return ok({ sets }, SIZE_MSG.listed, { headers: { "Cache-Control": "no-store" } });
});

// POST /api/admin/sizes { name, kind: ring|bangle|length|free } → 201 { set }; 409 when the name is taken.
export const POST = route({ auth: "admin", permission: "catalogue.write" }, async (request, _context, { admin }) => {
  const input = await readSizeBody(request, ZSizeSetCreate);
  const set = await createSizeSet({ admin, input });
  return ok({ set }, SIZE_MSG.setCreated, { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
