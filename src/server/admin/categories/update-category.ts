import "server-only";
import { categorySlug } from "@/lib/admin/category-schema";
import type { Category } from "@/lib/types/catalogue";
import { changedFields, recordAudit } from "@/server/admin/audit";
import { type Actor, type CategoryForm } from "@/server/admin/categories/category-rules";
import { adminCategorySelect, assertCategoryUnique, findCategory, lockCategory, toAdminCategory, uniqueViolation } from "@/server/admin/categories/category-record";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";
import { deleteStoredMedia, storeImage } from "@/server/media/storage";

/**
 * PUT /api/category/update/{id}: name and description (the slug follows the name), and a new
 * picture when one is sent. The replaced picture is deleted once the change has committed (a demo
 * picture, which has no storage key, is never deleted); a failed save deletes the new one instead.
 */
export async function updateCategory({ admin, id, form }: { admin: Actor; id: string; form: CategoryForm }): Promise<Category> {
  const { name, description } = form.fields;
  const slug = categorySlug(name);
  // A clear 404 or 409 before any picture is stored; the transaction checks again under the lock.
  await findCategory(db, id);
  await assertCategoryUnique(db, { name, slug, exceptId: id });

  const stored = form.image ? await storeImage(form.image, "categories") : null;
  let result;
  try {
    result = await db.$transaction(async (tx) => {
      const before = await lockCategory(tx, id);
      await assertCategoryUnique(tx, { name, slug, exceptId: id });
      const after = { name, slug, description, ...(stored && { imageUrl: stored.url, imageKey: stored.key }) };
      const changes = changedFields(before, after, ["name", "slug", "description", "imageUrl"]);
      const row = Object.keys(changes).length === 0 ? before : await tx.category.update({ where: { id }, data: after, select: adminCategorySelect });
      if (Object.keys(changes).length > 0) {
        await recordAudit(tx, admin, { entity: "category", entityId: id, action: "update", summary: `Updated category "${name}" (${slug})`, changes });
      }
      const productCount = await tx.product.count({ where: { categoryId: id } });
      return { row, changed: Object.keys(changes).length > 0, replacedKey: stored ? before.imageKey : null, productCount };
    });
  } catch (error) {
    if (stored) await deleteStoredMedia([stored.key]);
    throw uniqueViolation(error, slug);
  }
  if (result.changed) refreshStorefront({ categories: true });
  await deleteStoredMedia([result.replacedKey]);
  return toAdminCategory(result.row, result.productCount);
}
