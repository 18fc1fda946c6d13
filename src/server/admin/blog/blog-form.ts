import "server-only";
import { z } from "zod";
import { BLOG_MSG } from "@/lib/admin/blog-messages";
import { MAX_IMAGE_BYTES } from "@/lib/constants";
import { type BlogFields, ZBlogFields, hasText } from "@/lib/schemas/admin-blog";
import { CUID } from "@/lib/schemas/query-values";
import type { SessionAdmin } from "@/server/auth/authorize";
import { sanitizeBlogHtml } from "@/server/blog/sanitize-blog-html";
import { badRequest } from "@/server/errors";
import { describeZodError } from "@/server/http/route";
import { type MultipartFile, field, filesOf, readMultipart } from "@/server/http/read-multipart";

// What the blog calls accept: the form's fields through the shared schema (the body's HTML
// sanitized before anything is saved), one cover image of at most 5 MB (refused while it streams
// in, before it is read whole), and the path's id.

/** Who makes a change, for the audit log. */
export type Actor = Pick<SessionAdmin, "id" | "email">;

export const ZBlogIdParams = z.object({ id: z.string().regex(CUID, { error: "must be a blog post id" }) });

export interface BlogForm {
  fields: BlogFields;
  /** The cover sent with the form, if any (its bytes are checked when it is stored). */
  cover: MultipartFile | null;
}

/** The fields through the shared schema, the HTML sanitized; the first problem is a 400 with the form's words. */
export function parseBlogFields(input: Record<string, unknown>): BlogFields {
  const parsed = ZBlogFields.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? describeZodError(parsed.error));
  const contentHtml = sanitizeBlogHtml(parsed.data.contentHtml);
  // A body of nothing but script or styling is empty once it is cleaned.
  if (!hasText(contentHtml)) throw badRequest(BLOG_MSG.contentRequired);
  return { ...parsed.data, contentHtml };
}

/** Reads the multipart form (title, excerpt, tags, contentHtml, status, cover). Other fields are ignored. */
export async function readBlogForm(request: Request): Promise<BlogForm> {
  const body = await readMultipart(request, {
    files: { cover: { maxCount: 1, maxBytes: MAX_IMAGE_BYTES, tooLarge: () => BLOG_MSG.coverTooLarge, tooMany: BLOG_MSG.oneCover } },
    maxFields: 20,
    // The article is the largest field: its schema allows 200,000 characters, a few of them multi-byte.
    maxFieldBytes: 800 * 1024,
  });
  const fields = parseBlogFields({
    title: field(body, "title"),
    excerpt: field(body, "excerpt"),
    tags: field(body, "tags"),
    contentHtml: field(body, "contentHtml"),
    status: field(body, "status"),
  });
  return { fields, cover: filesOf(body, "cover")[0] ?? null };
}
