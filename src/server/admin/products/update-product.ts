import "server-only";
import { changedFields, recordAudit } from "@/server/admin/audit";
import { type AdminProductRow, AUDIT_FIELDS, adminProductSelect, auditView } from "@/server/admin/products/admin-product-json";
import { planImages } from "@/server/admin/products/image-plan";
import { assertProductUnique, assertReferences, findProduct, lockProduct, uniqueViolation } from "@/server/admin/products/product-checks";
import { productColumns } from "@/server/admin/products/product-data";
import { mediaKeys, storeProductMedia } from "@/server/admin/products/product-media";
import type { Actor, ProductForm } from "@/server/admin/products/read-product-form";
import { priceByWeightNow } from "@/server/admin/pricing/silver-rate";
import { priceSizedPiece } from "@/server/admin/pricing/size-prices";
import { sizesAuditText } from "@/server/admin/products/admin-product-json";
import { type SizesPlan, planSizes, sizeSkuViolation, writeSizes } from "@/server/admin/products/product-sizes";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";
import { alertsAfterRestock } from "@/server/stock-alerts/after-restock";
import { deleteStoredMedia } from "@/server/media/storage";

/**
 * PATCH /api/product/update/{id}: every field of the edit form (the slug follows the name, the
 * selling price follows price and discount; an empty code keeps the current one), the pictures in
 * the order the form gives (src/server/admin/products/image-plan.ts) and the video replaced or
 * removed. Files that leave the product are deleted once the change has committed, by the keys
 * the database holds; a failed save deletes the new files instead.
 * Sizes (issue 42): when the form sends a size set (or none), the piece's sizes become those it
 * ticks (a size taken off goes, with the cart lines of it; no sizes: the typed stock); a form
 * without sizes leaves them. A sized piece's sizes are priced again (its price, discount or terms
 * may have changed) and its stock stays their sum.
 */
export async function updateProduct({ admin, id, form }: { admin: Actor; id: string; form: ProductForm }): Promise<AdminProductRow> {
  const columns = productColumns(form.fields);
  const requested = { slug: columns.slug, code: form.fields.code };
  // Clear 404, 400 and 409 answers before any file is stored; the transaction checks again under the lock.
  const current = await findProduct(db, id);
  await assertReferences(db, form.fields);
  await assertProductUnique(db, { ...requested, exceptId: id });
  const imageArgs = { order: form.imageOrder, uploaded: form.images.length };
  planImages({ ...imageArgs, existingIds: current.images.map((image) => image.id) });
  const sizesArgs = { byWeight: form.fields.pricingMode === "by_weight" || (form.fields.pricingMode === undefined && current.pricingMode === "by_weight"), exceptProductId: id };
  let sizesPlan: SizesPlan | null = form.sizes ? await planSizes(db, form.sizes, sizesArgs) : null;

  const media = await storeProductMedia(form.images, form.video);
  let result: { row: AdminProductRow; removedKeys: (string | null)[] };
  try {
    result = await db.$transaction(async (tx) => {
      const before = await lockProduct(tx, id);
      await assertReferences(tx, form.fields);
      await assertProductUnique(tx, { ...requested, exceptId: id });
      const plan = planImages({ ...imageArgs, existingIds: before.images.map((image) => image.id) });
      const byId = new Map(before.images.map((image) => [image.id, image]));
      const images = plan.map((slot, position) => {
        if (slot.kind === "existing") {
          const image = byId.get(slot.id)!;
          return { id: image.id, url: image.url, storageKey: image.storageKey, alt: image.alt || columns.name, position };
        }
        const stored = media.images[slot.index]!;
        return { url: stored.url, storageKey: stored.key, alt: columns.name, position };
      });
      const kept = new Set(plan.flatMap((slot) => (slot.kind === "existing" ? [slot.id] : [])));
      if (form.sizes) sizesPlan = await planSizes(tx, form.sizes, sizesArgs);
      const sizedAfter = sizesPlan ? sizesPlan.setId !== null : before.sizeSetId !== null;
      const removedKeys = before.images.filter((image) => !kept.has(image.id)).map((image) => image.storageKey);

      let video = {};
      if (media.video) {
        video = { videoUrl: media.video.url, videoKey: media.video.key };
        removedKeys.push(before.videoKey);
      } else if (form.removeVideo && before.videoUrl) {
        video = { videoUrl: null, videoKey: null };
        removedKeys.push(before.videoKey);
      }

      // Positions are unique per product: the rows are written afresh (existing ones keep their ids).
      await tx.productImage.deleteMany({ where: { productId: id } });
      await tx.productImage.createMany({ data: images.map((image) => ({ ...image, productId: id })) });
      await tx.productColor.deleteMany({ where: { productId: id } });
      await tx.productColor.createMany({ data: form.fields.colors.map((colorId) => ({ productId: id, colorId })) });
      // A sized piece's stock is its sizes' sum (a trigger keeps it): never written here.
      const { stock, ...rest } = columns;
      let row = await tx.product.update({
        where: { id },
        data: { ...rest, ...(sizedAfter || sizesPlan ? {} : { stock }), code: form.fields.code ?? before.code, ...video },
        select: adminProductSelect,
      });
      if (sizesPlan) await writeSizes(tx, id, sizesPlan, { typedStock: stock });
      // Sized: each size priced again. Priced by weight (now, or still when the form leaves its pricing out): today's rate prices it.
      if (sizedAfter ? await priceSizedPiece(tx, id) : await priceByWeightNow(tx, id)) row = await tx.product.findUniqueOrThrow({ where: { id }, select: adminProductSelect });
      else if (sizesPlan) row = await tx.product.findUniqueOrThrow({ where: { id }, select: adminProductSelect });

      const changes = changedFields(auditView(before), auditView(row), AUDIT_FIELDS);
      const beforeImages = before.images.map((image) => image.url);
      const afterImages = row.images.map((image) => image.url);
      if (JSON.stringify(beforeImages) !== JSON.stringify(afterImages)) changes.images = [beforeImages.length, afterImages.length];
      if (before.videoUrl !== row.videoUrl) changes.video = [before.videoUrl !== null, row.videoUrl !== null];
      if (before.sizeSetId !== row.sizeSetId) changes.sizeSet = [before.sizeSet?.name ?? null, row.sizeSet?.name ?? null];
      if (sizesAuditText(before) !== sizesAuditText(row)) changes.sizes = [sizesAuditText(before), sizesAuditText(row)];
      await recordAudit(tx, admin, { entity: "product", entityId: id, action: "update", summary: `Updated product "${row.name}" (${row.code})`, changes });
      return { row, removedKeys };
    });
  } catch (error) {
    await deleteStoredMedia(mediaKeys(media));
    throw uniqueViolation(sizeSkuViolation(error, sizesPlan), requested);
  }
  refreshStorefront({ productIds: [id], products: true });
  await deleteStoredMedia(result.removedKeys);
  // Issue 45: a piece or size back in stock tells whoever waits for it (never fails the save).
  await alertsAfterRestock([id]);
  return result.row;
}
