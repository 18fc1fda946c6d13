// The blog's JSON in the REST API (storefront §3 "Blog post", §7.1/7.3: `_id`, `coverImage: { url }`,
// `content`; list answers carry `blogs`, `page`, `pages`, `total`). Made from the domain types at
// the edge (src/lib/json/blog.ts); nothing inside the shop works with these shapes.
import type { BlogStatus } from "@/lib/types/blog";
import type { MediaRef } from "@/lib/types/catalogue-json";

export interface BlogPostSummaryJSON {
  _id: string;
  slug: string;
  title: string;
  author: string;
  tags: string[];
  coverImage: MediaRef | null;
  excerpt: string;
  status: BlogStatus;
  createdAt: string;
  publishedAt: string | null;
}

export interface BlogPostJSON extends BlogPostSummaryJSON {
  /** Sanitized HTML. */
  content: string;
}

export interface BlogPageJSON {
  blogs: BlogPostSummaryJSON[];
  page: number;
  pages: number;
  total: number;
}
