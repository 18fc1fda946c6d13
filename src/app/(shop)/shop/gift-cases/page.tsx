import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FlagListingPage } from "@/components/listing/flag-listing-page";
import { listingMetadata } from "@/components/listing/listing-metadata";
import { FLAG_LISTING_SORTS } from "@/lib/listing-options";
import type { SearchParamsRecord } from "@/lib/listing-params";
import { GIFT_CASES_SLUG, href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { pageMeta } from "@/lib/seo/page-meta";
import { getCategoryBySlug } from "@/server/catalogue/get-category";

interface Props {
  searchParams: Promise<SearchParamsRecord>;
}


export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  if (!(await getCategoryBySlug(GIFT_CASES_SLUG))) return { title: MSG.pageNotFound, robots: { index: false } };
  return listingMetadata(pageMeta("gift-cases"), href.listing("gift-cases"), searchParams, FLAG_LISTING_SORTS);
}

/** Rendered whole at request time from cached data: the results must work without JavaScript (see /shop/product). */
export const instant = false;

/**
 * Gift Cases (storefront §2.1, document 2), listed like New Arrivals (§2.7). Without an active
 * 'gift-cases' category there is nothing to list: 404 (decided while prerendering, so a real 404).
 */
export default async function GiftCasesPage({ searchParams }: Props) {
  if (!(await getCategoryBySlug(GIFT_CASES_SLUG))) notFound();
  return <FlagListingPage kind="gift-cases" scope={{ categorySlug: GIFT_CASES_SLUG }} searchParams={searchParams} />;
}
