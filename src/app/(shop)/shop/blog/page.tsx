import type { Metadata } from "next";
import { BlogListPage, blogListMetadata } from "@/components/blog/blog-list-page";
import type { SearchParamsRecord } from "@/lib/listing-params";

interface Props {
  searchParams: Promise<SearchParamsRecord>;
}

export function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return blogListMetadata({ searchParams, pastTheEnd: "last-page" });
}

/** The list is part of the first HTML (no streamed hole), so search, tags and pages work without JavaScript. */
export const instant = false;

/**
 * /shop/blog?search=&tag=&page=, rendered at request time from the cached list. The plain list and
 * its pages also have a static copy, /shop/v/blog/{page} (src/lib/blog-list-params.ts, blogViewPath),
 * for a proxy rewrite to serve them like the catalogue's listing views.
 */
export default function BlogPage({ searchParams }: Props) {
  return <BlogListPage searchParams={searchParams} pastTheEnd="last-page" />;
}
