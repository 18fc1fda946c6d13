import "server-only";
import { recordAudit } from "@/server/admin/audit";
import { type AdminProductRow, AUDIT_FIELDS, adminProductSelect, auditView } from "@/server/admin/products/admin-product-json";
import { assertProductUnique, assertReferences, uniqueViolation } from "@/server/admin/products/product-checks";
import { nextProductCode } from "@/server/admin/products/product-code";
import { productColumns } from "@/server/admin/products/product-data";
import { mediaKeys, storeProductMedia } from "@/server/admin/products/product-media";
import type { Actor, ProductForm } from "@/server/admin/products/read-product-form";
import { priceByWeightNow } from "@/server/admin/pricing/silver-rate";
import { priceSizedPiece } from "@/server/admin/pricing/size-prices";
import { type SizesPlan, planSizes, sizeSkuViolation, writeSizes } from "@/server/admin/products/product-sizes";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";
import { deleteStoredMedia } from "@/server/media/storage";

/**
 * POST /api/product/create: a new, active product. The fields, category, colours, slug and code are
 * checked before any file is stored, so a refused form leaves no file behind; a save that fails
 * after storing deletes the files again. A product saved without a code gets the next SA-000123.
 * With sizes (issue 42): its sizes with their stock, code and weight, each priced (by weight from its
 * own weight), the piece at its lowest-priced size's price and its stock their sum.
 */
export async function createProduct({ admin, form }: { admin: Actor; form: ProductForm }): Promise<AdminProductRow> {
  const columns = productColumns(form.fields);
  const requested = { slug: columns.slug, code: form.fields.code };
  await assertReferences(db, form.fields);
  await assertProductUnique(db, requested);
  const sizesArgs = { byWeight: form.fields.pricingMode === "by_weight" };
  let plan: SizesPlan | null = form.sizes?.setId ? await planSizes(db, form.sizes, sizesArgs) : null;

  const media = await storeProductMedia(form.images, form.video);
  let row: AdminProductRow;
  try {
    row = await db.$transaction(async (tx) => {
      await assertReferences(tx, form.fields);
      await assertProductUnique(tx, requested);
      const code = form.fields.code ?? (await nextProductCode(tx));
      if (form.sizes?.setId) plan = await planSizes(tx, form.sizes, sizesArgs);
      let created = await tx.product.create({
        data: {
          ...columns,
          // Sized: the sizes' rows make the stock (a trigger sums them).
          stock: plan ? 0 : columns.stock,
          code,
          active: true,
          videoUrl: media.video?.url ?? null,
          videoKey: media.video?.key ?? null,
          images: { create: media.images.map((image, position) => ({ url: image.url, storageKey: image.key, alt: columns.name, position })) },
          colors: { create: form.fields.colors.map((colorId) => ({ colorId })) },
        },
        select: adminProductSelect,
      });
      let sizesText = "";
      if (plan) sizesText = (await writeSizes(tx, created.id, plan, { typedStock: columns.stock })).after;
      if (plan ? await priceSizedPiece(tx, created.id) : await priceByWeightNow(tx, created.id)) created = await tx.product.findUniqueOrThrow({ where: { id: created.id }, select: adminProductSelect });
      else if (plan) created = await tx.product.findUniqueOrThrow({ where: { id: created.id }, select: adminProductSelect });
      const after = { ...auditView(created), ...(plan && { sizeSet: created.sizeSet?.name ?? null, sizes: sizesText }) };
      await recordAudit(tx, admin, {
        entity: "product",
        entityId: created.id,
        action: "create",
        summary: `Created product "${created.name}" (${created.code})`,
        changes: Object.fromEntries([...AUDIT_FIELDS, ...(plan ? (["sizeSet", "sizes"] as const) : [])].map((key) => [key, [null, (after as Record<string, unknown>)[key]]])),
      });
      return created;
    });
  } catch (error) {
    await deleteStoredMedia(mediaKeys(media));
    throw uniqueViolation(sizeSkuViolation(error, plan), requested);
  }
  refreshStorefront({ productIds: [row.id], products: true });
  return row;
}
