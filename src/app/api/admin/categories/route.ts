import { connection } from "next/server";
import { CATEGORY_MSG } from "@/lib/admin/catalogue-messages";
import { categoryJSON } from "@/lib/json/catalogue";
import { listAdminCategories } from "@/server/admin/categories/list-admin-categories";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// GET /api/admin/categories → { categories } (the back office's list, which the spec leaves
// unnamed): every category, active and inactive, each with the count of all its products. Read
// fresh per request, never cached: the owner sees what the database holds.
export const GET = route({ auth: "admin", permission: "catalogue.read" }, async () => {
  await connection();
  const categories = await listAdminCategories();
  return ok({ categories: categories.map(categoryJSON) }, CATEGORY_MSG.listed, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
