import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { SearchParamsRecord } from "@/lib/listing-params";
import { readSearchRequest } from "@/server/catalogue/search-views";
import { SearchForm, SearchPage, searchMetadata, SearchResults } from "./search-page";

interface Props {
  searchParams: Promise<SearchParamsRecord>;
}

export async function generateMetadata(): Promise<Metadata> {
  return searchMetadata();
}

/** Results are part of the first HTML (no streamed hole), so the page works without JavaScript. */
export const instant = false;

/**
 * Product search (/shop/search?q=&page=), rendered per request. src/proxy.ts serves the usual
 * searches (the form, and the first pages of a query) from their cached copy under /shop/v/search
 * instead (src/server/catalogue/search-views.ts); this route renders what is left: deeper pages,
 * queries past the cache's bounds, and invalid parameters (404).
 */
export default function SearchRoute({ searchParams }: Props) {
  return (
    <SearchPage>
      <SearchFromQuery searchParams={searchParams} />
    </SearchPage>
  );
}

async function SearchFromQuery({ searchParams }: Props) {
  const request = readSearchRequest(await searchParams);
  if (request.kind === "form") return <SearchForm />;
  // Not typed into the form (the form limits the length), so there is no page for it.
  if (request.kind === "invalid") notFound();
  return <SearchResults view={request.view} />;
}
