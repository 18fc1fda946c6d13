import { envelopeMsg } from "@/lib/api/client";
import { ApiError, adminJson, adminUpload } from "@/lib/api/admin/client";
import type { AdminProductJSON, BulkRowError } from "@/lib/admin/product-json-types";

export type { BulkRowError };

// The product pages' calls (PRODUCT_API.md: the admin list, one product, create, update, status,
// delete, bulk). Each throws ApiError: the server's msg, or "" with httpStatus 0 when no answer came.

export const PRODUCTS_API = {
  list: "/api/admin/products",
  one: (id: string) => `/api/admin/products/${encodeURIComponent(id)}`,
  create: "/api/product/create",
  update: (id: string) => `/api/product/update/${encodeURIComponent(id)}`,
  status: (id: string, active: boolean) => `/api/product/change-status/${encodeURIComponent(id)}/${active}`,
  remove: (id: string) => `/api/product/delete/${encodeURIComponent(id)}`,
  bulk: "/api/product/bulk-create",
} as const;

/** Every product query starts with this key: invalidating it refreshes the list and the edit form. */
export const PRODUCTS_KEY = ["admin", "products"] as const;
export const PRODUCTS_PAGE_SIZE = 10;

export type ProductSort = "createdAt" | "name" | "price" | "category";
export interface ProductListQuery {
  q: string;
  sort: ProductSort;
  order: "asc" | "desc";
}
export interface ProductPage {
  products: AdminProductJSON[];
  total: number;
  page: number;
  pages: number;
}

const numberOf = (value: unknown, fallback: number) => (typeof value === "number" && Number.isFinite(value) ? value : fallback);

export const productListKey = (query: ProductListQuery) => [...PRODUCTS_KEY, "list", query] as const;
export const productKey = (id: string) => [...PRODUCTS_KEY, "one", id] as const;

/** One page of the admin list (server-side search, sort and paging). */
export async function fetchProductPage(query: ProductListQuery, page: number, signal?: AbortSignal): Promise<ProductPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(PRODUCTS_PAGE_SIZE), sort: query.sort, order: query.order });
  if (query.q.trim()) params.set("q", query.q.trim());
  const envelope = await adminJson(`${PRODUCTS_API.list}?${params.toString()}`, { signal });
  return {
    products: Array.isArray(envelope.products) ? (envelope.products as AdminProductJSON[]) : [],
    total: numberOf(envelope.total, 0),
    page: numberOf(envelope.page, page),
    pages: numberOf(envelope.pages, 1),
  };
}

export async function fetchAdminProduct(id: string, signal?: AbortSignal): Promise<AdminProductJSON> {
  const envelope = await adminJson(PRODUCTS_API.one(id), { signal });
  if (typeof envelope.product !== "object" || envelope.product === null) throw new ApiError("", 404);
  return envelope.product as AdminProductJSON;
}

/** POST /api/product/create (multipart, with upload progress); resolves with the server's msg. */
export async function createProduct(form: FormData, onProgress?: (percent: number) => void): Promise<string> {
  return envelopeMsg(await adminUpload(PRODUCTS_API.create, { form, onProgress }));
}

/** PATCH /api/product/update/{id} (multipart: every field, imageOrder, new files). */
export async function updateProduct(id: string, form: FormData, onProgress?: (percent: number) => void): Promise<string> {
  return envelopeMsg(await adminUpload(PRODUCTS_API.update(id), { method: "PATCH", form, onProgress }));
}

export async function changeProductStatus(id: string, active: boolean): Promise<string> {
  return envelopeMsg(await adminJson(PRODUCTS_API.status(id, active), { method: "PATCH" }));
}

export async function deleteProduct(id: string): Promise<string> {
  return envelopeMsg(await adminJson(PRODUCTS_API.remove(id), { method: "DELETE" }));
}

/** A refused bulk submit: the server's msg and the rows it blames (shown highlighted). */
export class BulkError extends ApiError {
  constructor(
    msg: string,
    httpStatus: number,
    readonly rowErrors: BulkRowError[],
  ) {
    super(msg, httpStatus);
    this.name = "BulkError";
  }
}

function rowErrorsOf(value: unknown): BulkRowError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const { row, field, msg } = item as Record<string, unknown>;
    if (typeof row !== "number" || typeof msg !== "string") return [];
    return [{ row, msg, ...(typeof field === "string" ? { field } : {}) }];
  });
}

/**
 * POST /api/product/bulk-create with upload progress (adminUpload). Resolves with { msg, created };
 * a refusal throws BulkError with the rows the server blames (httpStatus 0: no answer).
 */
export async function bulkCreateProducts(form: FormData, onProgress?: (percent: number) => void): Promise<{ msg: string; created: number }> {
  try {
    const envelope = await adminUpload(PRODUCTS_API.bulk, { form, onProgress });
    return { msg: envelopeMsg(envelope), created: numberOf(envelope.created, 0) };
  } catch (error) {
    if (error instanceof ApiError) throw new BulkError(error.msg, error.httpStatus, rowErrorsOf(error.envelope.rowErrors));
    throw error;
  }
}
