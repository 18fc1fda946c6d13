import { connection } from "next/server";
import { RETURN_MSG } from "@/lib/returns/return-messages";
import { ZReturnIdParams, ZReturnMove } from "@/lib/returns/return-schemas";
import { badRequest } from "@/server/errors";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { type RouteContext, parseParams, route } from "@/server/http/route";
import { getAdminReturn } from "@/server/returns/get-admin-return";
import { moveReturn } from "@/server/returns/move-return";

// GET /api/admin/returns/{id} → { returnRequest }: the request, its order, the refund limit, the
// moves allowed now and its history.
export const GET = route({ auth: "admin", permission: "returns" }, async (_request, context: RouteContext<{ id: string }>) => {
  await connection();
  const { id } = await parseParams(context, ZReturnIdParams);
  return ok({ returnRequest: await getAdminReturn(id) }, RETURN_MSG.found, { headers: { "Cache-Control": "no-store" } });
});

// PATCH /api/admin/returns/{id} { action, reason?, amountPaise?, reference? } → { returnRequest }:
// one step of the workflow (409 when it is not allowed now), audited, mailed to the shopper.
export const PATCH = route({ auth: "admin", permission: "returns" }, async (request, context: RouteContext<{ id: string }>, { admin }) => {
  const { id } = await parseParams(context, ZReturnIdParams);
  const parsed = ZReturnMove.safeParse(await readJsonBody(request, { maxBytes: 8 * 1024 }));
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? RETURN_MSG.actionInvalid);
  const returnRequest = await moveReturn({ admin, id, input: parsed.data });
  return ok({ returnRequest }, RETURN_MSG.moved[parsed.data.action], { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, DELETE, OPTIONS } = otherMethods({ GET, PATCH });
