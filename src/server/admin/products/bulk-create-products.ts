import "server-only";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import type { BulkRowError } from "@/lib/admin/product-json-types";
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from "@/lib/constants";
import { recordAudit } from "@/server/admin/audit";
import { AUDIT_FIELDS, auditView } from "@/server/admin/products/admin-product-json";
import { type BulkRow, checkBulkReferences, checkBulkRows } from "@/server/admin/products/bulk-rows";
import { uniqueViolation } from "@/server/admin/products/product-checks";
import { nextProductCode } from "@/server/admin/products/product-code";
import { productColumns } from "@/server/admin/products/product-data";
import { priceByWeightNow } from "@/server/admin/pricing/silver-rate";
import { priceSizedPiece } from "@/server/admin/pricing/size-prices";
import { writeSizes } from "@/server/admin/products/product-sizes";
import { isSizeProblem } from "@/lib/admin/size-messages";
import type { Actor } from "@/server/admin/products/read-product-form";
import { refreshStorefront } from "@/server/admin/refresh-storefront";
import { db } from "@/server/db";
import { AppError, badRequest } from "@/server/errors";
import { type MultipartFile, field, filesOf, readMultipart } from "@/server/http/read-multipart";
import { type StoredMedia, deleteStoredMedia, storeImage, storeVideo } from "@/server/media/storage";

// POST /api/product/bulk-create (back office §2 Bulk add, §5 Bulk): up to 100 rows and 200 files
// (all pictures first, then all videos), created all or none in one transaction. Every row is
// checked first (src/server/admin/products/bulk-rows.ts); then each file a row points to is stored
// once (a file shared by two rows is one stored file, named in both); a failed save deletes them.

export const BULK_MAX_ROWS = 100;
export const BULK_MAX_FILES = 200;
/**
 * The whole upload, checked against its declared length before it is read: the files field must
 * allow 50 MB per file (videos share it), and 200 of those would be more than the server holds.
 */
export const BULK_MAX_BODY_MB = 512;

export interface BulkForm {
  rows: unknown[];
  files: MultipartFile[];
  imageCount: number;
}

export type BulkResult = { ok: true; products: { id: string; name: string; slug: string }[] } | { ok: false; rowErrors: BulkRowError[] };

const BULK_SELECT = {
  id: true,
  name: true,
  slug: true,
  code: true,
  pricePaise: true,
  discountPercent: true,
  sellingPricePaise: true,
  stock: true,
  active: true,
  pricingMode: true,
  purity: true,
  huid: true,
} as const;

export async function readBulkForm(request: Request): Promise<BulkForm> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > BULK_MAX_BODY_MB * 1024 * 1024) throw new AppError("PAYLOAD_TOO_LARGE", PRODUCT_MSG.bulkTooLarge(BULK_MAX_BODY_MB));
  const body = await readMultipart(request, {
    // Pictures and videos share the field; each picture's 5 MB is checked once imageCount is known.
    files: { files: { maxCount: BULK_MAX_FILES, maxBytes: MAX_VIDEO_BYTES, tooLarge: () => PRODUCT_MSG.videoTooLarge, tooMany: PRODUCT_MSG.tooManyFiles(BULK_MAX_FILES) } },
    maxFields: 10,
    maxFieldBytes: 4 * 1024 * 1024,
  });
  let rows: unknown;
  try {
    rows = JSON.parse(field(body, "products") ?? "");
  } catch {
    throw badRequest(PRODUCT_MSG.badProductsJson);
  }
  if (!Array.isArray(rows)) throw badRequest(PRODUCT_MSG.badProductsJson);
  if (rows.length === 0) throw badRequest(PRODUCT_MSG.noRows);
  if (rows.length > BULK_MAX_ROWS) throw badRequest(PRODUCT_MSG.tooManyRows(BULK_MAX_ROWS));

  const files = filesOf(body, "files");
  const countText = (field(body, "imageCount") ?? String(files.length)).trim();
  const imageCount = /^[0-9]+$/.test(countText) ? Number(countText) : NaN;
  if (!Number.isInteger(imageCount) || imageCount > files.length) throw badRequest(PRODUCT_MSG.badImageCount);
  const oversize = files.slice(0, imageCount).find((file) => file.bytes.length > MAX_IMAGE_BYTES);
  if (oversize) throw new AppError("PAYLOAD_TOO_LARGE", PRODUCT_MSG.imageTooLarge(oversize.filename));
  return { rows, files, imageCount };
}

/** Stores each file the rows point to, once; all or none. */
async function storeBulkFiles(rows: readonly BulkRow[], form: BulkForm): Promise<Map<number, StoredMedia>> {
  const stored = new Map<number, StoredMedia>();
  const wanted = [...new Set(rows.flatMap((row) => [...row.imageIndexes, ...(row.videoIndex === null ? [] : [row.videoIndex])]))].sort((a, b) => a - b);
  try {
    for (const index of wanted) {
      const file = form.files[index]!;
      stored.set(index, index < form.imageCount ? await storeImage(file, "products") : await storeVideo(file, "products"));
    }
    return stored;
  } catch (error) {
    await deleteStoredMedia([...stored.values()].map((media) => media.key));
    throw error;
  }
}

/** A row's by-weight price refused (above the ceiling, or no rate yet): rolls the batch back, reported by its row. */
class BulkRowProblem extends Error {
  constructor(readonly rowError: BulkRowError) {
    super(rowError.msg);
  }
}

const rowProblem = (row: number) => (error: unknown): never => {
  if (error instanceof AppError && error.code === "BAD_REQUEST") {
    const field = error.message === PRODUCT_MSG.noSilverRate ? "pricingMode" : isSizeProblem(error.message) ? "sizes" : "netWeight";
    throw new BulkRowProblem({ row, field, msg: error.message });
  }
  throw error;
};

export async function bulkCreateProducts({ admin, form }: { admin: Actor; form: BulkForm }): Promise<BulkResult> {
  const { rows, errors } = checkBulkRows(form.rows, { imageCount: form.imageCount, fileCount: form.files.length });
  errors.push(...(await checkBulkReferences(db, rows)));
  if (errors.length > 0) return { ok: false, rowErrors: errors.sort((a, b) => a.row - b.row) };

  const stored = await storeBulkFiles(rows, form);
  let products: { id: string; name: string; slug: string }[];
  try {
    products = await db.$transaction(
      async (tx) => {
        const again = await checkBulkReferences(tx, rows);
        if (again.length > 0) throw badRequest(again[0]!.msg);
        const reserved = new Set(rows.flatMap(({ fields }) => (fields.code ? [fields.code] : [])));
        const created: { id: string; name: string; slug: string }[] = [];
        for (const row of rows) {
          const columns = { ...productColumns(row.fields), slug: row.slug };
          const code = row.fields.code ?? (await nextProductCode(tx, reserved));
          reserved.add(code);
          const video = row.videoIndex === null ? null : stored.get(row.videoIndex)!;
          const sized = row.sizesPlan ?? null;
          let product = await tx.product.create({
            data: {
              ...columns,
              // Sized (issue 42): the sizes' rows make the stock (a trigger sums them).
              stock: sized ? 0 : columns.stock,
              code,
              active: true,
              videoUrl: video?.url ?? null,
              videoKey: video?.key ?? null,
              images: {
                create: row.imageIndexes.map((index, position) => ({ url: stored.get(index)!.url, storageKey: stored.get(index)!.key, alt: columns.name, position })),
              },
              colors: { create: row.fields.colors.map((colorId) => ({ colorId })) },
            },
            select: BULK_SELECT,
          });
          const sizesText = sized ? (await writeSizes(tx, product.id, sized, { typedStock: columns.stock })).after : null;
          const priced = sized ? priceSizedPiece(tx, product.id) : priceByWeightNow(tx, product.id);
          if ((await priced.catch(rowProblem(row.row))) || sized) product = await tx.product.findUniqueOrThrow({ where: { id: product.id }, select: BULK_SELECT });
          const after = { ...auditView(product), ...(sized && { sizes: sizesText }) };
          await recordAudit(tx, admin, {
            entity: "product",
            entityId: product.id,
            action: "import",
            summary: `Bulk-created product "${product.name}" (${product.code})`,
            changes: Object.fromEntries([...AUDIT_FIELDS, ...(sized ? (["sizes"] as const) : [])].map((key) => [key, [null, (after as Record<string, unknown>)[key]]])),
          });
          created.push({ id: product.id, name: product.name, slug: product.slug });
        }
        return created;
      },
      { timeout: 60_000 },
    );
  } catch (error) {
    await deleteStoredMedia([...stored.values()].map((media) => media.key));
    // A by-weight row that today's rate would price past the ceiling for one piece: by its row, nothing created.
    if (error instanceof BulkRowProblem) return { ok: false, rowErrors: [error.rowError] };
    throw uniqueViolation(error, { slug: rows[0]?.slug ?? "" });
  }
  refreshStorefront({ productIds: products.map((product) => product.id), products: true });
  return { ok: true, products };
}
