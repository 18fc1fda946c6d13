import "server-only";
import { CATEGORY_MSG } from "@/lib/admin/catalogue-messages";
import { categorySlug } from "@/lib/admin/category-schema";
import type { Category } from "@/lib/types/catalogue";
import { recordAudit } from "@/server/admin/audit";
import { type Actor, type CategoryForm } from "@/server/admin/categories/category-rules";
import { adminCategorySelect, assertCategoryUnique, toAdminCategory, uniqueViolation } from "@/server/admin/categories/category-record";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";
import { badRequest } from "@/server/errors";
import { deleteStoredMedia, storeImage } from "@/server/media/storage";

/**
 * POST /api/category/create: a new, active category with its picture (required on create). The
 * name is checked before the picture is stored, so a refused form leaves no file behind; a save
 * that fails after storing deletes the file again.
 */
export async function createCategory({ admin, form }: { admin: Actor; form: CategoryForm }): Promise<Category> {
  const { name, description } = form.fields;
  const slug = categorySlug(name);
  if (!form.image) throw badRequest(CATEGORY_MSG.imageRequired);
  await assertCategoryUnique(db, { name, slug });

  const stored = await storeImage(form.image, "categories");
  let row;
  try {
    row = await db.$transaction(async (tx) => {
      await assertCategoryUnique(tx, { name, slug });
      const created = await tx.category.create({
        data: { name, slug, description, imageUrl: stored.url, imageKey: stored.key },
        select: adminCategorySelect,
      });
      await recordAudit(tx, admin, {
        entity: "category",
        entityId: created.id,
        action: "create",
        summary: `Created category "${name}" (${slug})`,
        changes: { name: [null, name], slug: [null, slug], status: [null, true] },
      });
      return created;
    });
  } catch (error) {
    await deleteStoredMedia([stored.key]);
    throw uniqueViolation(error, slug);
  }
  refreshStorefront({ categories: true });
  return toAdminCategory(row, 0);
}
