import { connection } from "next/server";
import { PRICING_MSG } from "@/lib/admin/pricing-messages";
import { ZSilverRateInput } from "@/lib/schemas/silver-rate";
import { previewSilverRate } from "@/server/admin/pricing/silver-rate";
import { badRequest } from "@/server/errors";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// The silver rate's guard against a slip (issue 40; the path is ours).

// POST /api/admin/silver-rate/preview { rate } → 200 { preview }: what saving the rate would do, and
// nothing saved: the last rate, the change in basis points, whether it is the same rate or a change
// of more than 10 % (saving then needs confirmLargeChange), how many pieces priced by weight change
// what the shopper pays and by how much (lowest, highest and total change in paise), and the
// refusal in words when a piece would pass the ceiling for one piece.
export const POST = route({ auth: "admin", permission: "silver-rate" }, async (request) => {
  await connection();
  const body = await readJsonBody(request, { maxBytes: 1024 });
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest(PRICING_MSG.badBody);
  const parsed = ZSilverRateInput.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? PRICING_MSG.badBody);
  return ok({ preview: await previewSilverRate(parsed.data.rate) }, PRICING_MSG.previewed, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
