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
  return listingMetadata(pageMeta("best-sellers"), href.listing("best-sellers"), searchParams, FLAG_LISTING_SORTS);
}

/** Rendered whole at request time from cached data: the results must work without JavaScript (see /shop/product). */
export const instant = false;

/** Products flagged bestSeller (storefront §2.7). */
export default function BestSellersPage({ searchParams }: Props) {
  return <FlagListingPage kind="best-sellers" scope={{ flag: "bestSeller" }} searchParams={searchParams} />;
}
