import "server-only";
import { recordAudit } from "@/server/admin/audit";
import { type AdminProductRow, AUDIT_FIELDS, adminProductSelect, auditView } from "@/server/admin/products/admin-product-json";
import { assertProductUnique, assertReferences, uniqueViolation } from "@/server/admin/products/product-checks";
import { nextProductCode } from "@/server/admin/products/product-code";
import { productColumns } from "@/server/admin/products/product-data";
import { mediaKeys, storeProductMedia } from "@/server/admin/products/product-media";
import type { Actor, ProductForm } from "@/server/admin/products/read-product-form";
import { priceByWeightNow } from "@/server/admin/pricing/silver-rate";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";
import { deleteStoredMedia } from "@/server/media/storage";

/**
 * POST /api/product/create: a new, active product. The fields, category, colours, slug and code are
 * checked before any file is stored, so a refused form leaves no file behind; a save that fails
 * after storing deletes the files again. A product saved without a code gets the next SA-000123.
 */
export async function createProduct({ admin, form }: { admin: Actor; form: ProductForm }): Promise<AdminProductRow> {
  const columns = productColumns(form.fields);
  const requested = { slug: columns.slug, code: form.fields.code };
  await assertReferences(db, form.fields);
  await assertProductUnique(db, requested);

  const media = await storeProductMedia(form.images, form.video);
  let row: AdminProductRow;
  try {
    row = await db.$transaction(async (tx) => {
      await assertReferences(tx, form.fields);
      await assertProductUnique(tx, requested);
      const code = form.fields.code ?? (await nextProductCode(tx));
      let created = await tx.product.create({
        data: {
          ...columns,
          code,
          active: true,
          videoUrl: media.video?.url ?? null,
          videoKey: media.video?.key ?? null,
          images: { create: media.images.map((image, position) => ({ url: image.url, storageKey: image.key, alt: columns.name, position })) },
          colors: { create: form.fields.colors.map((colorId) => ({ colorId })) },
        },
        select: adminProductSelect,
      });
      if (await priceByWeightNow(tx, created.id)) created = await tx.product.findUniqueOrThrow({ where: { id: created.id }, select: adminProductSelect });
      const after = auditView(created);
      await recordAudit(tx, admin, {
        entity: "product",
        entityId: created.id,
        action: "create",
        summary: `Created product "${created.name}" (${created.code})`,
        changes: Object.fromEntries(AUDIT_FIELDS.map((key) => [key, [null, after[key]]])),
      });
      return created;
    });
  } catch (error) {
    await deleteStoredMedia(mediaKeys(media));
    throw uniqueViolation(error, requested);
  }
  refreshStorefront({ productIds: [row.id], products: true });
  return row;
}
