import type { Metadata } from "next";
import { SearchForm, SearchPage, searchMetadata } from "@/app/(shop)/shop/search/search-page";

/** The search page before a search (/shop/search), as src/proxy.ts rewrites it here: one static page. */
export const ensureStatic = "navigation";

export async function generateMetadata(): Promise<Metadata> {
  return searchMetadata();
}

export default function SearchFormView() {
  return (
    <SearchPage>
      <SearchForm />
    </SearchPage>
  );
}
