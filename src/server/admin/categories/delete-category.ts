import "server-only";
import { CATEGORY_MSG } from "@/lib/admin/catalogue-messages";
import { recordAudit } from "@/server/admin/audit";
import { type Actor } from "@/server/admin/categories/category-rules";
import { lockCategory } from "@/server/admin/categories/category-record";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";
import { conflict } from "@/server/errors";
import { deleteStoredMedia } from "@/server/media/storage";

/**
 * DELETE /api/category/delete/{id}: refused (409) while any product, active or not, is in the
 * category: products must be moved or deleted first. Its uploaded picture is deleted after the
 * commit. A product saved into the category at the same moment makes the database refuse the
 * delete (the foreign key restricts it): the same 409.
 */
export async function deleteCategory({ admin, id }: { admin: Actor; id: string }): Promise<void> {
  let imageKey: string | null;
  try {
    imageKey = await db.$transaction(async (tx) => {
      const before = await lockCategory(tx, id);
      const products = await tx.product.count({ where: { categoryId: id } });
      if (products > 0) throw conflict(CATEGORY_MSG.stillInUse(products));
      await tx.category.delete({ where: { id } });
      await recordAudit(tx, admin, {
        entity: "category",
        entityId: id,
        action: "delete",
        summary: `Deleted category "${before.name}" (${before.slug})`,
        changes: { name: [before.name, null], slug: [before.slug, null], status: [before.active, null] },
      });
      return before.imageKey;
    });
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === "P2003") {
      throw conflict(CATEGORY_MSG.stillInUse(await db.product.count({ where: { categoryId: id } })));
    }
    throw error;
  }
  refreshStorefront({ categories: true });
  await deleteStoredMedia([imageKey]);
}
