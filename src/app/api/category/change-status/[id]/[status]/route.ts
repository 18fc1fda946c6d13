import { CATEGORY_MSG } from "@/lib/admin/catalogue-messages";
import { categoryJSON } from "@/lib/json/catalogue";
import { changeCategoryStatus } from "@/server/admin/categories/change-category-status";
import { ZCategoryStatusParams } from "@/server/admin/categories/category-rules";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";

// PATCH /api/category/change-status/{id}/{true|false} (back office §7) → { category }.
export const PATCH = route({ auth: "admin", permission: "catalogue.write" }, async (_request, context: RouteContext<{ id: string; status: string }>, { admin }) => {
  const { id, status } = await parseParams(context, ZCategoryStatusParams);
  const active = status === "true";
  const category = await changeCategoryStatus({ admin, id, active });
  return ok({ category: categoryJSON(category) }, active ? CATEGORY_MSG.activated : CATEGORY_MSG.deactivated, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
