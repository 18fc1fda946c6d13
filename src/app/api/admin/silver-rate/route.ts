import { connection } from "next/server";
import { formatRupees } from "@/lib/format";
import { PRICING_MSG } from "@/lib/admin/pricing-messages";
import { ZSilverRateInput } from "@/lib/schemas/silver-rate";
import { readSilverRates, setSilverRate } from "@/server/admin/pricing/silver-rate";
import { badRequest } from "@/server/errors";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// Today's silver rate (issue 21; the path is ours).

// GET /api/admin/silver-rate → { current, history }: today's rate and the last 30, newest first, in
// paise per gram of fine silver, with when and by whom.
export const GET = route({ auth: "admin", permission: "silver-rate" }, async () => {
  await connection();
  return ok(await readSilverRates(), PRICING_MSG.fetched, { headers: { "Cache-Control": "no-store" } });
});

// POST /api/admin/silver-rate { rate, confirmLargeChange? } (rupees per gram, up to two decimals) →
// 201 { rate, previous, repriced, same: false }: the new rate, and how many pieces priced by weight
// now follow it. The same rate as today's → 200 { same: true } and no history line. A
// change of more than 10 % without confirmLargeChange: true, or a piece the rate would take past
// the ceiling for one piece → 400 in words, nothing saved (POST …/preview says so first).
export const POST = route({ auth: "admin", permission: "silver-rate", stepUp: true }, async (request, _context, { admin }) => {
  const body = await readJsonBody(request, { maxBytes: 1024 });
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest(PRICING_MSG.badBody);
  const parsed = ZSilverRateInput.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? PRICING_MSG.badBody);
  const result = await setSilverRate({ admin, paisePerGram: parsed.data.rate, confirmLargeChange: parsed.data.confirmLargeChange });
  if (result.same) return ok(result, PRICING_MSG.sameRate(formatRupees(result.rate.paisePerGram)), { headers: { "Cache-Control": "no-store" } });
  return ok(result, PRICING_MSG.updated(result.repriced), { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
