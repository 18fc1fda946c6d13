// The shop's own blog types: what src/server/blog returns and what the blog pages use. Ids are
// `id`, names camelCase, dates ISO strings (they cross the cache and the server/client boundary as
// plain data). The REST API's JSON (`_id`, `coverImage: { url }`, `content`) is made from these at
// the edge: src/lib/json/blog.ts.

export type BlogStatus = "draft" | "published";

/** A post as a list shows it: everything but the article body. */
export interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  /** As stored; pages show 'Admin' (BLOG_AUTHOR_DEFAULT) when it is empty. */
  author: string;
  tags: string[];
  coverUrl: string | null;
  excerpt: string;
  status: BlogStatus;
  createdAt: string;
  publishedAt: string | null;
  updatedAt: string;
}

export interface BlogPost extends BlogPostSummary {
  /** The article body, simple HTML, sanitized (on save, on read and again on render). */
  contentHtml: string;
}

/** One page of the published posts, newest first. */
export interface BlogPostPage {
  items: BlogPostSummary[];
  page: number;
  /** 0 when nothing matches. */
  pages: number;
  total: number;
}

/** What the list asks for; `page` starts at 1. */
export interface BlogListOptions {
  page: number;
  search?: string;
  tag?: string;
}
