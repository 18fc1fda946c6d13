import "server-only";
import { PRODUCT_SIZE_MSG, sizeProblem } from "@/lib/admin/size-messages";
import { type ProductSizeLine, type ProductSizeLineInput, checkSizeLines, parseSizeLines } from "@/lib/admin/size-schema";
import { CUID } from "@/lib/schemas/query-values";
import { badRequest, conflict } from "@/server/errors";
import { type MultipartBody, field } from "@/server/http/read-multipart";
import type { DbClient } from "@/server/orders/db-client";

// The sizes a piece is offered in, as the product form (and the bulk CSV) gives them (issue 42):
// a size set (or none) and, per size ticked, its stock, optional code and (by weight) net weight.
// Checked against the set's sizes and the codes other pieces use; written as ProductSize rows (a
// DB trigger keeps the piece's stock their sum); the prices follow (src/server/admin/pricing/size-prices.ts).

/** What the form sent: no "sizeSet" field at all leaves the piece's sizes as they are (undefined). */
export interface SizesRequest {
  /** null: no sizes (one stock count, as before issue 42). */
  setId: string | null;
  lines: ProductSizeLineInput[];
}

export interface SizesPlan {
  setId: string | null;
  lines: ProductSizeLine[];
  labelOf: ReadonlyMap<string, string>;
}

/** The form's sizeSet and sizes fields; undefined when it sent no sizeSet (an older form, the API without sizes). */
export function sizesOfBody(body: MultipartBody): SizesRequest | undefined {
  const set = field(body, "sizeSet");
  if (set === undefined) return undefined;
  return sizesRequest(set, field(body, "sizes"));
}

export function sizesRequest(set: string, rawLines: unknown): SizesRequest {
  const setId = set.trim();
  if (setId === "") return { setId: null, lines: [] };
  if (!CUID.test(setId)) throw badRequest(PRODUCT_SIZE_MSG.unknownSet);
  const lines = rawLines === undefined || rawLines === "" ? [] : parseSizeLines(rawLines);
  if (lines === null) throw badRequest(PRODUCT_SIZE_MSG.badSizes);
  return { setId, lines };
}

/**
 * For the product schema, before it runs: a sized piece's stock is its sizes' sum, and by weight
 * its net weight the lightest size's (the exact values are written from the checked sizes later).
 */
export function sizedFieldDefaults(request: SizesRequest | undefined, fields: Record<string, unknown>): Record<string, unknown> {
  if (!request?.setId) return fields;
  const stocks = request.lines.map((line) => Number(line.stock));
  const quantity = stocks.every((n) => Number.isInteger(n) && n >= 0) ? String(Math.min(stocks.reduce((a, b) => a + b, 0), 100_000)) : "0";
  const weights = request.lines.map((line) => Number(line.netWeight)).filter((grams) => Number.isFinite(grams) && grams > 0 && grams <= 10_000);
  const netWeight = weights.length > 0 ? String(Math.round(Math.min(...weights) * 1000) / 1000) : "1";
  return { ...fields, quantity, ...(fields.pricingMode === "by_weight" ? { netWeight } : {}) };
}

/**
 * Checks the sizes against the database: the set exists, each size is one of its, the codes are
 * free (other pieces' sizes; `exceptProductId`'s own may move between its sizes). A 400 or 409
 * naming the size ("Size 12: ...").
 */
export async function planSizes(client: DbClient, request: SizesRequest, { byWeight, exceptProductId }: { byWeight: boolean; exceptProductId?: string }): Promise<SizesPlan> {
  if (request.setId === null) return { setId: null, lines: [], labelOf: new Map() };
  const set = await client.sizeSet.findUnique({ where: { id: request.setId }, select: { id: true, sizes: { select: { id: true, label: true } } } });
  if (!set) throw badRequest(PRODUCT_SIZE_MSG.unknownSet);
  const labelOf = new Map(set.sizes.map((size) => [size.id, size.label]));
  const checked = checkSizeLines(request.lines, { labelOf, byWeight });
  if (!checked.ok) throw badRequest(checked.problems[0]!.message);
  const skus = checked.lines.flatMap((line) => (line.sku ? [line.sku] : []));
  if (skus.length > 0) {
    const taken = await client.productSize.findFirst({
      where: { sku: { in: skus }, ...(exceptProductId && { productId: { not: exceptProductId } }) },
      select: { sku: true },
    });
    if (taken?.sku) {
      const line = checked.lines.find((candidate) => candidate.sku === taken.sku)!;
      throw conflict(sizeProblem(labelOf.get(line.sizeId)!, PRODUCT_SIZE_MSG.skuTaken(taken.sku)));
    }
  }
  return { setId: set.id, lines: checked.lines, labelOf };
}

/** A code taken by two saves at once: the database's unique index refused it; the same clear 409. */
export function sizeSkuViolation(error: unknown, plan: SizesPlan | null): unknown {
  const failure = error as { code?: unknown; meta?: unknown } | null;
  if (failure?.code !== "P2002" || !plan || !JSON.stringify(failure.meta ?? {}).includes("sku")) return error;
  const line = plan.lines.find((candidate) => candidate.sku);
  return line ? conflict(sizeProblem(plan.labelOf.get(line.sizeId)!, PRODUCT_SIZE_MSG.skuTaken(line.sku!))) : error;
}

/**
 * Writes the piece's sizes: sizes taken off are deleted (with the cart lines of them), the others
 * written with their stock, code and weight; the prices are set by priceSizedPiece afterwards. No
 * sizes: every size row goes and the piece's stock becomes `typedStock`. The piece's set is set here.
 * Returns the sizes before and after, for the audit log ("12: 3, 14: 0").
 */
export async function writeSizes(tx: DbClient, productId: string, plan: SizesPlan, { typedStock }: { typedStock: number }): Promise<{ before: string; after: string }> {
  const current = await tx.productSize.findMany({ where: { productId }, select: { sizeId: true, stock: true, sku: true, netWeightMg: true, size: { select: { label: true, position: true } } }, orderBy: { size: { position: "asc" } } });
  const before = current.map((row) => sizeText(row.size.label, row.stock, row.sku, row.netWeightMg)).join(", ");
  const keep = new Set(plan.lines.map((line) => line.sizeId));
  const removed = current.filter((row) => !keep.has(row.sizeId)).map((row) => row.sizeId);
  if (removed.length > 0) {
    await tx.cartItem.deleteMany({ where: { productId, sizeId: { in: removed } } });
    await tx.productSize.deleteMany({ where: { productId, sizeId: { in: removed } } });
  }
  if (plan.setId === null) {
    // Back to one stock count: lines of the piece with a size have no size to be bought in.
    await tx.cartItem.deleteMany({ where: { productId, sizeId: { not: null } } });
    await tx.product.update({ where: { id: productId }, data: { sizeSetId: null, stock: typedStock } });
    return { before, after: "" };
  }
  // Codes may move between this piece's sizes: clear them first so the unique index sees the final state only.
  if (current.some((row) => row.sku !== null)) await tx.productSize.updateMany({ where: { productId }, data: { sku: null } });
  const price = await tx.product.findUniqueOrThrow({ where: { id: productId }, select: { pricePaise: true, sellingPricePaise: true } });
  for (const line of plan.lines) {
    const data = { stock: line.stock, sku: line.sku, netWeightMg: line.netWeightMg };
    await tx.productSize.upsert({
      where: { productId_sizeId: { productId, sizeId: line.sizeId } },
      create: { productId, sizeId: line.sizeId, ...data, pricePaise: price.pricePaise, sellingPricePaise: price.sellingPricePaise },
      update: data,
    });
  }
  await tx.product.update({ where: { id: productId }, data: { sizeSetId: plan.setId } });
  const after = plan.lines
    .map((line) => ({ line, label: plan.labelOf.get(line.sizeId)! }))
    .map(({ line, label }) => sizeText(label, line.stock, line.sku, line.netWeightMg))
    .join(", ");
  return { before, after };
}

const sizeText = (label: string, stock: number, sku: string | null, netWeightMg: number | null) =>
  `${label}: ${stock}${netWeightMg ? ` @ ${netWeightMg / 1000} g` : ""}${sku ? ` (${sku})` : ""}`;
