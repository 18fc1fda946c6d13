"use client";

import { BlogError } from "@/components/blog/blog-error";
import { MSG } from "@/lib/messages";

/** The list could not be read: 'Unable to fetch blogs' and a retry. */
export default function BlogListError(props: { error: unknown; retry: () => void }) {
  return <BlogError message={MSG.unableToFetchBlogs} {...props} />;
}
