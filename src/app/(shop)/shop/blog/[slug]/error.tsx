"use client";

import { BlogError } from "@/components/blog/blog-error";
import { MSG } from "@/lib/messages";

/** The article could not be read: 'Unable to load article' and a retry. */
export default function BlogArticleError(props: { error: unknown; retry: () => void }) {
  return <BlogError message={MSG.unableToLoadArticle} {...props} />;
}
