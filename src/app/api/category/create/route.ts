import { CATEGORY_MSG } from "@/lib/admin/catalogue-messages";
import { categoryJSON } from "@/lib/json/catalogue";
import { createCategory } from "@/server/admin/categories/create-category";
import { readCategoryForm } from "@/server/admin/categories/category-rules";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// POST /api/category/create (back office §7), multipart: name, slug (ignored: made from the name),
// description, image → 201 { category }. Name, description and a real picture of at most 5 MB are
// required; a taken name or slug is a 409.
export const POST = route({ auth: "admin", permission: "catalogue.write" }, async (request, _context, { admin }) => {
  const form = await readCategoryForm(request, { allowJson: false });
  const category = await createCategory({ admin, form });
  return ok({ category: categoryJSON(category) }, CATEGORY_MSG.created, { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
