import { z } from "zod";
import { BLOG_MSG } from "@/lib/admin/blog-messages";
import { slugify } from "@/lib/format";

// The blog form's one schema, shared by the form on /admin/blogs/new and /admin/blogs/{id}/edit and
// by POST /api/admin/blogs and PUT /api/admin/blogs/{id}, so both say the same words. Only the
// fields the form shows: a slug, an author, a publishedAt or a coverUrl in the body are not read
// (the slug is made from the title, publishedAt by the server, the cover is an uploaded file).

export const BLOG_LIMITS = { title: 150, excerpt: 500, tags: 10, tag: 40, contentChars: 200_000 } as const;

export const BLOG_STATUSES = ["draft", "published"] as const;
export type AdminBlogStatus = (typeof BLOG_STATUSES)[number];

/** The post's web address from its title, as the storefront's slugs are made: "Caring for Silver" → "caring-for-silver". */
export const blogSlug = (title: string): string => slugify(title);

/** "care, Silver ,, gifts" → ["care", "Silver", "gifts"]: trimmed, empty ones and repeats dropped. */
export function parseTags(text: string): string[] {
  const tags: string[] = [];
  for (const raw of text.split(",")) {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (tag && !tags.some((known) => known.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  return tags;
}

export const ZBlogFields = z.object({
  title: z
    .string({ error: BLOG_MSG.titleRequired })
    .trim()
    .min(1, { error: BLOG_MSG.titleRequired, abort: true })
    .max(BLOG_LIMITS.title, { error: BLOG_MSG.titleTooLong(BLOG_LIMITS.title), abort: true })
    .refine((title) => blogSlug(title) !== "", { error: BLOG_MSG.titleNoSlug }),
  excerpt: z
    .string()
    .trim()
    .max(BLOG_LIMITS.excerpt, { error: BLOG_MSG.excerptTooLong(BLOG_LIMITS.excerpt) })
    .optional()
    .transform((value) => value ?? ""),
  tags: z
    .string()
    .optional()
    .transform((text) => parseTags(text ?? ""))
    .pipe(
      z
        .array(z.string().max(BLOG_LIMITS.tag, { error: BLOG_MSG.tagTooLong(BLOG_LIMITS.tag) }))
        .max(BLOG_LIMITS.tags, { error: BLOG_MSG.tooManyTags(BLOG_LIMITS.tags) }),
    ),
  contentHtml: z
    .string({ error: BLOG_MSG.contentRequired })
    .max(BLOG_LIMITS.contentChars, { error: BLOG_MSG.contentTooLong })
    .refine((html) => hasText(html), { error: BLOG_MSG.contentRequired }),
  status: z.enum(BLOG_STATUSES, { error: BLOG_MSG.badStatus }),
});

export type BlogFields = z.infer<typeof ZBlogFields>;
export type BlogField = keyof BlogFields;

/** Whether the HTML has any visible text (an editor left empty sends "<p></p>"). */
export function hasText(html: string): boolean {
  return html.replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ").trim() !== "";
}

/** The first message for each field that has a problem. */
export function blogErrors(error: z.ZodError): Partial<Record<BlogField, string>> {
  const errors: Partial<Record<BlogField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as BlogField | undefined;
    if (field && field in ZBlogFields.shape && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A post as the back office reads it (GET /api/admin/blogs and /api/admin/blogs/{id}). */
export interface AdminBlogPost {
  id: string;
  slug: string;
  title: string;
  author: string;
  tags: string[];
  coverUrl: string | null;
  excerpt: string;
  /** Only in the single-post answer; the list leaves it out. */
  contentHtml?: string;
  status: AdminBlogStatus;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminBlogPage {
  posts: AdminBlogPost[];
  page: number;
  pages: number;
  total: number;
}
