// Blog domain types → the REST API's JSON (the spec's field names). Used by the route handlers
// only: the edge where the shop's own types meet the wire format.
import type { BlogPost, BlogPostPage, BlogPostSummary } from "@/lib/types/blog";
import type { BlogPageJSON, BlogPostJSON, BlogPostSummaryJSON } from "@/lib/types/blog-json";

export function blogPostSummaryJSON(post: BlogPostSummary): BlogPostSummaryJSON {
  return {
    _id: post.id,
    slug: post.slug,
    title: post.title,
    author: post.author,
    tags: post.tags,
    coverImage: post.coverUrl ? { url: post.coverUrl } : null,
    excerpt: post.excerpt,
    status: post.status,
    createdAt: post.createdAt,
    publishedAt: post.publishedAt,
  };
}

export function blogPostJSON(post: BlogPost): BlogPostJSON {
  return { ...blogPostSummaryJSON(post), content: post.contentHtml };
}

export function blogPageJSON(page: BlogPostPage): BlogPageJSON {
  return { blogs: page.items.map(blogPostSummaryJSON), page: page.page, pages: page.pages, total: page.total };
}
