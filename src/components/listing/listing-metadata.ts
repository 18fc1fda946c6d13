import type { Metadata } from "next";
import { SHOP, type ProductSort } from "@/lib/constants";
import { canonicalPath, isFiltered, parseListingParams, type SearchParamsRecord } from "@/lib/listing-params";
import type { PageMeta } from "@/lib/seo/page-meta";

/**
 * A listing's metadata: its path's title, description and keywords (storefront §2.2), and its
 * canonical URL: page N of the plain list is canonical to itself (/shop/product?page=2, titled
 * "… – Page 2"), every sorted or filtered variant to the unfiltered list.
 */
export async function listingMetadata(
  meta: PageMeta,
  basePath: string,
  searchParams: Promise<SearchParamsRecord>,
  sorts: readonly ProductSort[],
): Promise<Metadata> {
  const state = parseListingParams(await searchParams, sorts);
  const canonical = canonicalPath(basePath, state);
  const title = !isFiltered(state) && state.page > 1 ? `${meta.title} – Page ${state.page}` : meta.title;
  return {
    title,
    description: meta.description,
    keywords: meta.keywords,
    alternates: { canonical },
    openGraph: { type: "website", siteName: SHOP.name, locale: "en_IN", url: canonical, title, description: meta.description },
  };
}
