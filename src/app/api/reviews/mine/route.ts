import { connection } from "next/server";
import { REVIEW_MSG } from "@/lib/reviews/messages";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";
import { listReviewablePieces } from "@/server/reviews/list-reviewable-pieces";

// GET /api/reviews/mine → { pieces }: the session's delivered pieces, each with the review the
// customer wrote of it (or null). The session says whose (issue 22; the path is ours).
export const GET = route({ auth: "customer" }, async (_request, _context, { customer }) => {
  await connection();
  return ok({ pieces: await listReviewablePieces(customer.id) }, REVIEW_MSG.mineFetched, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
