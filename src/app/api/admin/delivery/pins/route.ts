import { connection } from "next/server";
import { DELIVERY_MSG } from "@/lib/admin/delivery-messages";
import { ZPinRuleInput } from "@/lib/schemas/admin-delivery";
import { addPinRule } from "@/server/admin/delivery/add-pin-rule";
import { ZPinRuleListQuery, listPinRules } from "@/server/admin/delivery/list-pin-rules";
import { badRequest } from "@/server/errors";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { parseQuery, route } from "@/server/http/route";

// The PIN rules (issue 21; the path is ours): a full PIN or a prefix, to a zone or blocked.

// GET /api/admin/delivery/pins?q=<first digits>&zone=<zone id>|blocked&page=&limit=
// → { pins, total, page, pages, limit, counts: { all, blocked } }, in PIN order.
export const GET = route({ auth: "admin", permission: "delivery" }, async (request) => {
  await connection();
  return ok({ ...(await listPinRules(parseQuery(request, ZPinRuleListQuery))) }, DELIVERY_MSG.pinsFetched, { headers: { "Cache-Control": "no-store" } });
});

// POST /api/admin/delivery/pins { prefix, zoneId } (zoneId null or "blocked": not served) → 201 { pin };
// 409 when a rule for that PIN or prefix exists.
export const POST = route({ auth: "admin", permission: "delivery" }, async (request, _context, { admin }) => {
  const body = await readJsonBody(request, { maxBytes: 1024 });
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest(DELIVERY_MSG.badBody);
  const parsed = ZPinRuleInput.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? DELIVERY_MSG.badBody);
  const pin = await addPinRule({ admin, ...parsed.data });
  return ok({ pin }, DELIVERY_MSG.pinCreated(pin.prefix), { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
