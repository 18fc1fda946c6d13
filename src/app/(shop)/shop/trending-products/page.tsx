import type { Metadata } from "next";
import { FlagListingPage } from "@/components/listing/flag-listing-page";
import { listingMetadata } from "@/components/listing/listing-metadata";
import { FLAG_LISTING_SORTS } from "@/lib/listing-options";
import type { SearchParamsRecord } from "@/lib/listing-params";
import { href } from "@/lib/links";
import { pageMeta } from "@/lib/seo/page-meta";

interface Props {
  searchParams: Promise<SearchParamsRecord>;
}

export function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return listingMetadata(pageMeta("trending-products"), href.listing("trending-products"), searchParams, FLAG_LISTING_SORTS);
}

/** Rendered whole at request time from cached data: the results must work without JavaScript (see /shop/product). */
export const instant = false;

/** Products flagged trendingProd (storefront §2.7). */
export default function TrendingProductsPage({ searchParams }: Props) {
  return <FlagListingPage kind="trending-products" scope={{ flag: "trendingProd" }} searchParams={searchParams} />;
}
