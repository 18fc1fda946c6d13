import { envelopeMsg } from "@/lib/api/client";
import { adminJson, adminUpload } from "@/lib/api/admin/client";
import type { AdminBlogPage, AdminBlogPost, AdminBlogStatus } from "@/lib/schemas/admin-blog";

// The blog pages' calls (GET/POST /api/admin/blogs, GET/PUT/DELETE /api/admin/blogs/{id}). Each
// throws ApiError: the server's msg, or "" with httpStatus 0 when no answer came.

export const BLOGS_API = {
  list: "/api/admin/blogs",
  one: (id: string) => `/api/admin/blogs/${encodeURIComponent(id)}`,
} as const;

/** TanStack Query keys: every list (any search), and one post. */
export const BLOGS_KEY = ["admin", "blogs"] as const;
export const blogKey = (id: string) => ["admin", "blog", id] as const;

export const BLOG_LIST_LIMIT = 20;


export async function fetchAdminBlogs({ page, search, status, signal }: { page: number; search: string; status: AdminBlogStatus | ""; signal?: AbortSignal }): Promise<AdminBlogPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(BLOG_LIST_LIMIT) });
  if (search) query.set("search", search);
  if (status) query.set("status", status);
  const envelope = await adminJson(`${BLOGS_API.list}?${query.toString()}`, { signal });
  return {
    posts: Array.isArray(envelope.posts) ? (envelope.posts as AdminBlogPost[]) : [],
    page: Number(envelope.page) || page,
    pages: Number(envelope.pages) || 0,
    total: Number(envelope.total) || 0,
  };
}

export async function fetchAdminBlog(id: string, signal?: AbortSignal): Promise<AdminBlogPost> {
  const envelope = await adminJson(BLOGS_API.one(id), { signal });
  return envelope.post as AdminBlogPost;
}

export interface BlogFormValues {
  title: string;
  excerpt: string;
  /** As typed: "care, silver". */
  tags: string;
  contentHtml: string;
  status: AdminBlogStatus;
}

function blogFormData(values: BlogFormValues, cover: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  if (cover) form.append("cover", cover);
  return form;
}

/** POST (id null) or PUT the post, multipart with upload progress; resolves with the saved post and the server's msg. */
export async function saveBlog(id: string | null, values: BlogFormValues, cover: File | null, onProgress?: (percent: number) => void): Promise<{ post: AdminBlogPost; msg: string }> {
  const envelope = await adminUpload(id ? BLOGS_API.one(id) : BLOGS_API.list, { method: id ? "PUT" : "POST", form: blogFormData(values, cover), onProgress });
  return { post: envelope.post as AdminBlogPost, msg: envelopeMsg(envelope) };
}

export async function deleteBlog(id: string): Promise<string> {
  return envelopeMsg(await adminJson(BLOGS_API.one(id), { method: "DELETE" }));
}
