import { CATEGORY_MSG } from "@/lib/admin/catalogue-messages";
import { ZCategoryIdParams } from "@/server/admin/categories/category-rules";
import { deleteCategory } from "@/server/admin/categories/delete-category";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";

// DELETE /api/category/delete/{id} (back office §7): refused with a 409 while products use it.
export const DELETE = route({ auth: "admin", permission: "catalogue.write" }, async (_request, context: RouteContext<{ id: string }>, { admin }) => {
  const { id } = await parseParams(context, ZCategoryIdParams);
  await deleteCategory({ admin, id });
  return ok({}, CATEGORY_MSG.deleted, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
