import { CATEGORY_MSG } from "@/lib/admin/catalogue-messages";
import { categoryJSON } from "@/lib/json/catalogue";
import { ZCategoryIdParams, readCategoryForm } from "@/server/admin/categories/category-rules";
import { updateCategory } from "@/server/admin/categories/update-category";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";

// PUT /api/category/update/{id} (back office §7): the spec's JSON { name, slug, description } (the
// slug is made from the name), or the same fields as multipart with an optional new image, which
// replaces the stored picture (the old file is deleted after the save) → { category }.
export const PUT = route({ auth: "admin", permission: "catalogue.write" }, async (request, context: RouteContext<{ id: string }>, { admin }) => {
  const { id } = await parseParams(context, ZCategoryIdParams);
  const form = await readCategoryForm(request, { allowJson: true });
  const category = await updateCategory({ admin, id, form });
  return ok({ category: categoryJSON(category) }, CATEGORY_MSG.updated, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PATCH, DELETE, OPTIONS } = otherMethods({ PUT });
