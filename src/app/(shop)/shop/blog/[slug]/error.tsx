"use client";

import { BlogError } from "@/components/blog/blog-error";
import { BLOG_MSG } from "@/lib/messages/blog";

/** The article could not be read: 'Unable to load article' and a retry. */
export default function BlogArticleError(props: { error: unknown; retry: () => void }) {
  return <BlogError message={BLOG_MSG.unableToLoadArticle} {...props} />;
}
