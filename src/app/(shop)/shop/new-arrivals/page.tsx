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
  return listingMetadata(pageMeta("new-arrivals"), href.listing("new-arrivals"), searchParams, FLAG_LISTING_SORTS);
}

/** Rendered whole at request time from cached data: the results must work without JavaScript (see /shop/product). */
export const instant = false;

/** Products flagged newArrival (storefront §2.7). */
export default function NewArrivalsPage({ searchParams }: Props) {
  return <FlagListingPage kind="new-arrivals" scope={{ flag: "newArrival" }} searchParams={searchParams} />;
}
