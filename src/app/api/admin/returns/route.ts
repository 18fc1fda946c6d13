import { connection } from "next/server";
import { RETURN_MSG } from "@/lib/returns/return-messages";
import { ZAdminReturnListQuery } from "@/lib/returns/return-schemas";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";
import { listAdminReturns } from "@/server/returns/list-admin-returns";

// GET /api/admin/returns?status=&kind=&q=&page=&limit= → { returns, total, page, pages, limit,
// counts } (issue 22): the back office's return and exchange requests, newest first. Read fresh.
export const GET = route({ auth: "admin", permission: "returns" }, async (request) => {
  await connection();
  const list = await listAdminReturns(parseQuery(request, ZAdminReturnListQuery));
  return ok({ ...list }, RETURN_MSG.listed, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
