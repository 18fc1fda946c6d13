import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SearchPage, searchMetadata, SearchResults } from "@/app/(shop)/shop/search/search-page";
import { searchSegment, searchViewFromSegments } from "@/server/catalogue/search-views";

interface Props {
  params: Promise<{ q: string; page: string }>;
}

/**
 * The first pages of a search, as src/proxy.ts rewrites /shop/search?q=…&page=N here
 * (src/server/catalogue/search-views.ts; /shop/v/* itself is unreachable from outside). Each
 * renders on its first visit (the request waits, so a page past the end is a real 404) and is then
 * served from the cache until the catalogue's tags change (the results' own tags).
 */
export const ensureStatic = "navigation";

/** Static routes need one set of parameters at build; any query does. */
export function generateStaticParams(): Array<{ q: string; page: string }> {
  return [{ q: searchSegment("silver"), page: "1" }];
}

export async function generateMetadata(): Promise<Metadata> {
  return searchMetadata();
}

export default async function SearchView({ params }: Props) {
  const { q, page } = await params;
  const view = searchViewFromSegments(q, page);
  if (!view) notFound();
  return (
    <SearchPage>
      <SearchResults view={view} />
    </SearchPage>
  );
}
