import { envelopeMsg } from "@/lib/api/client";
import { adminJson, adminUpload } from "@/lib/api/admin/client";
import type { CategoryFields } from "@/lib/admin/category-schema";
import type { CategoryJSON } from "@/lib/types/catalogue-json";

// The category page's calls (back office §7 and our list GET /api/admin/categories). Each throws
// ApiError: the server's msg, or "" with httpStatus 0 when no answer came (a network failure).

export const CATEGORIES_API = {
  list: "/api/admin/categories",
  create: "/api/category/create",
  update: (id: string) => `/api/category/update/${encodeURIComponent(id)}`,
  status: (id: string, active: boolean) => `/api/category/change-status/${encodeURIComponent(id)}/${active}`,
  remove: (id: string) => `/api/category/delete/${encodeURIComponent(id)}`,
} as const;

/** The TanStack Query key of the list. */
export const CATEGORIES_KEY = ["admin", "categories"] as const;


export async function fetchAdminCategories(signal?: AbortSignal): Promise<CategoryJSON[]> {
  const envelope = await adminJson(CATEGORIES_API.list, { signal });
  return Array.isArray(envelope.categories) ? (envelope.categories as CategoryJSON[]) : [];
}

function categoryForm(fields: CategoryFields & { slug: string }, image: File | null): FormData {
  const form = new FormData();
  form.append("name", fields.name);
  form.append("slug", fields.slug);
  form.append("description", fields.description);
  if (image) form.append("image", image);
  return form;
}

/** POST /api/category/create (multipart, with upload progress). */
export async function createCategory(fields: CategoryFields & { slug: string }, image: File, onProgress?: (percent: number) => void): Promise<string> {
  return envelopeMsg(await adminUpload(CATEGORIES_API.create, { form: categoryForm(fields, image), onProgress }));
}

/** PUT /api/category/update/{id}: the spec's JSON, or multipart when a new picture goes with it. */
export async function updateCategory(id: string, fields: CategoryFields & { slug: string }, image: File | null, onProgress?: (percent: number) => void): Promise<string> {
  if (image) return envelopeMsg(await adminUpload(CATEGORIES_API.update(id), { method: "PUT", form: categoryForm(fields, image), onProgress }));
  return envelopeMsg(await adminJson(CATEGORIES_API.update(id), { method: "PUT", body: fields }));
}

export async function changeCategoryStatus(id: string, active: boolean): Promise<string> {
  return envelopeMsg(await adminJson(CATEGORIES_API.status(id, active), { method: "PATCH" }));
}

export async function deleteCategory(id: string): Promise<string> {
  return envelopeMsg(await adminJson(CATEGORIES_API.remove(id), { method: "DELETE" }));
}
