import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FlagListingPage } from "@/components/listing/flag-listing-page";
import { listingMetadata } from "@/components/listing/listing-metadata";
import { ProductListPage } from "@/components/listing/product-list-page";
import { GIFT_CASES_SLUG, href, LISTING_KINDS } from "@/lib/links";
import { DEFAULT_VIEW, listFromSegment, queryFromView, sortsFor, type ListingList } from "@/lib/listing-views";
import { categoryMeta, pageMeta } from "@/lib/seo/page-meta";
import type { Category } from "@/lib/types/catalogue";
import { listCategories } from "@/server/catalogue/list-categories";

interface Props {
  params: Promise<{ list: string; view: string }>;
}

/**
 * Every listing view, reached through the proxy's rewrite of the public URL (src/proxy.ts,
 * src/lib/listing-views.ts). Static: the first page of every listing prerenders at build, any
 * other view renders on its first visit (the request waits, so a page past the end is a real 404)
 * and is then served from the cache until the catalogue's tags change.
 */
export const ensureStatic = "navigation";

export async function generateStaticParams(): Promise<Array<{ list: string; view: string }>> {
  const categories = await listCategories();
  return [
    { list: "all", view: DEFAULT_VIEW },
    ...categories.filter((c) => c.slug !== GIFT_CASES_SLUG).map((c) => ({ list: `c.${c.slug}`, view: DEFAULT_VIEW })),
    ...LISTING_KINDS.map((kind) => ({ list: kind, view: DEFAULT_VIEW })),
  ];
}

interface Resolved {
  list: ListingList;
  category: Category | null;
  categories: Category[];
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function resolve(params: Props["params"]): Promise<Resolved | null> {
  const { list: segment, view } = await params;
  const list = listFromSegment(segment);
  if (!list) return null;
  const categories = await listCategories();
  const slug = list.kind === "category" ? list.slug : list.kind === "flag" && list.listing === "gift-cases" ? GIFT_CASES_SLUG : null;
  const category = slug ? (categories.find((c) => c.slug === slug) ?? null) : null;
  if (slug && !category) return null;
  return { list, category, categories, searchParams: Promise.resolve(queryFromView(view)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await resolve(params);
  if (!page) notFound();
  const { list, category, searchParams } = page;
  if (list.kind === "all") return listingMetadata(pageMeta("product"), href.products(), searchParams, sortsFor(list));
  if (list.kind === "category") return listingMetadata(categoryMeta(category!), href.category(list.slug), searchParams, sortsFor(list));
  return listingMetadata(pageMeta(list.listing), href.listing(list.listing), searchParams, sortsFor(list));
}

export default async function ListingViewPage({ params }: Props) {
  const page = await resolve(params);
  if (!page) notFound();
  const { list, category, categories, searchParams } = page;
  if (list.kind === "flag") {
    const scope = list.listing === "gift-cases" ? { categorySlug: GIFT_CASES_SLUG } : { flag: FLAGS[list.listing] };
    return <FlagListingPage kind={list.listing} scope={scope} searchParams={searchParams} />;
  }
  return <ProductListPage category={category} categories={categories} searchParams={searchParams} />;
}

const FLAGS = { "new-arrivals": "newArrival", "trending-products": "trendingProd", "best-sellers": "bestSeller" } as const;
