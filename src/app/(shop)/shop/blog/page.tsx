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
 * its existing pages are served from their static copy, /shop/v/blog/{page}, by src/proxy.ts (like
 * the catalogue's listing views); this route renders searches, tags and pages past the end.
 */
export default function BlogPage({ searchParams }: Props) {
  return <BlogListPage searchParams={searchParams} pastTheEnd="last-page" />;
}
