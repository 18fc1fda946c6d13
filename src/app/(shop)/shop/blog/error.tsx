"use client";

import { BlogError } from "@/components/blog/blog-error";
import { BLOG_MSG } from "@/lib/messages/blog";

/** The list could not be read: 'Unable to fetch blogs' and a retry. */
export default function BlogListError(props: { error: unknown; retry: () => void }) {
  return <BlogError message={BLOG_MSG.unableToFetchBlogs} {...props} />;
}
