import { REVIEW_MSG } from "@/lib/reviews/messages";
import { ZReviewAction } from "@/lib/reviews/schemas";
import { ZIdParam } from "@/lib/schemas/catalogue";
import { moderateReview } from "@/server/admin/reviews/moderate-review";
import { badRequest } from "@/server/errors";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { type RouteContext, parseParams, route } from "@/server/http/route";

// PATCH /api/admin/reviews/{id} { action: "publish" | "hide" | "reply", reply? | "remove_reply" }
// → { status: 1, msg }; 409 when it is already so (publishing twice counts once). Audited (issue 22).
export const PATCH = route({ auth: "admin", permission: "reviews" }, async (request, context: RouteContext<{ id: string }>, { admin }) => {
  const { id } = await parseParams(context, ZIdParam);
  const body = await readJsonBody(request, { maxBytes: 8 * 1024 });
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest(REVIEW_MSG.badBody);
  const parsed = ZReviewAction.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? REVIEW_MSG.badAction);
  const { msg } = await moderateReview({ admin, id, change: parsed.data });
  return ok({}, msg, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
