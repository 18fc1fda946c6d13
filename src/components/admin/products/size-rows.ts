import type { AdminProductJSON } from "@/lib/admin/product-json-types";
import type { AdminSizeSetJSON } from "@/lib/admin/size-json-types";
import { PRODUCT_SIZE_MSG, sizeOfProblem } from "@/lib/admin/size-messages";
import { type ProductSizeLineInput, checkSizeLines } from "@/lib/admin/size-schema";

// The product form's sizes (issue 42), pure so they are tested alone: what the owner typed per
// size, the lines the server reads, the browser's check in the server's words, and which size row
// a server refusal is about.

/** One size's row as typed. */
export interface SizeRowValues {
  offered: boolean;
  stock: string;
  sku: string;
  netWeight: string;
}

export interface SizeValues {
  /** The set's id, or "" for no sizes. */
  setId: string;
  rows: Record<string, SizeRowValues>;
}

/** Errors per size id, and one for the sizes as a whole (no size ticked, an unknown set). */
export interface SizeErrors {
  bySize: Record<string, string>;
  all?: string;
}

export const emptySizeRow = (): SizeRowValues => ({ offered: false, stock: "", sku: "", netWeight: "" });

export function initialSizeValues(product: Pick<AdminProductJSON, "sizeSet" | "sizes"> | null): SizeValues {
  if (!product?.sizeSet) return { setId: "", rows: {} };
  return {
    setId: product.sizeSet._id,
    rows: Object.fromEntries(product.sizes.map((size) => [size._id, { offered: true, stock: String(size.stock), sku: size.sku ?? "", netWeight: size.netWeight === null ? "" : String(size.netWeight) }])),
  };
}

/** The ticked sizes in the set's order, as the server reads them (the weight only by weight). */
export function sizeLines(values: SizeValues, set: AdminSizeSetJSON | undefined, byWeight: boolean): ProductSizeLineInput[] {
  if (!values.setId || !set) return [];
  return set.sizes.flatMap((size) => {
    const row = values.rows[size._id];
    if (!row?.offered) return [];
    return [{ size: size._id, stock: row.stock.trim(), ...(row.sku.trim() ? { sku: row.sku.trim().toUpperCase() } : {}), ...(byWeight ? { netWeight: row.netWeight.trim() } : {}) }];
  });
}

/** The browser's check: the server's own rules and words, each under its size's row. */
export function checkSizes(values: SizeValues, set: AdminSizeSetJSON | undefined, byWeight: boolean): SizeErrors {
  if (!values.setId) return { bySize: {} };
  if (!set) return { bySize: {}, all: PRODUCT_SIZE_MSG.unknownSet };
  const checked = checkSizeLines(sizeLines(values, set, byWeight), { labelOf: new Map(set.sizes.map((size) => [size._id, size.label])), byWeight });
  if (checked.ok) return { bySize: {} };
  const errors: SizeErrors = { bySize: {} };
  for (const problem of checked.problems) {
    if (problem.sizeId) errors.bySize[problem.sizeId] ??= problem.message;
    else errors.all ??= problem.message;
  }
  return errors;
}

/** A server refusal about the sizes: under its size's row when it names one, else under the sizes. Null when it is not about sizes. */
export function sizeErrorOfServerMsg(message: string, set: AdminSizeSetJSON | undefined): SizeErrors | null {
  const label = sizeOfProblem(message);
  if (label !== null) {
    const size = set?.sizes.find((one) => one.label === label);
    return size ? { bySize: { [size._id]: message } } : { bySize: {}, all: message };
  }
  const general: string[] = [PRODUCT_SIZE_MSG.unknownSet, PRODUCT_SIZE_MSG.badSizes, PRODUCT_SIZE_MSG.pickSizes, PRODUCT_SIZE_MSG.notInSet];
  return general.includes(message) ? { bySize: {}, all: message } : null;
}

/** The stock the ticked sizes add up to (what the piece's stock will be). */
export function totalStock(values: SizeValues, set: AdminSizeSetJSON | undefined): number {
  return sizeLines(values, set, false).reduce((sum, line) => {
    const n = Number(line.stock);
    return Number.isInteger(n) && n >= 0 ? sum + n : sum;
  }, 0);
}

/** By weight: the lightest ticked size's weight as typed (the piece's own net weight), or "". */
export function lightestWeight(values: SizeValues, set: AdminSizeSetJSON | undefined): string {
  const weights = sizeLines(values, set, true)
    .map((line) => String(line.netWeight ?? ""))
    .filter((text) => Number(text) > 0);
  return weights.sort((a, b) => Number(a) - Number(b))[0] ?? "";
}
