import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { listingMetadata } from "@/components/listing/listing-metadata";
import { ListingResultsFallback } from "@/components/listing/listing-results";
import { ProductListPage } from "@/components/listing/product-list-page";
import { PRODUCT_LIST_SKELETONS_INITIAL } from "@/lib/constants";
import { PRODUCT_LIST_SORTS } from "@/lib/listing-options";
import type { SearchParamsRecord } from "@/lib/listing-params";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages";
import { categoryMeta } from "@/lib/seo/page-meta";
import { getCategoryBySlug } from "@/server/catalogue/get-category";
import { listCategories } from "@/server/catalogue/list-categories";

interface Props {
  params: Promise<{ category_slug: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

/**
 * Every active category is prerendered (banner, sidebar, intro), and an unknown or switched-off
 * slug meets notFound() while prerendering, so it answers 404. A category added after the build
 * renders on its first visit. Cache Components needs at least one entry: with no categories the
 * one slug below prerenders as a 404.
 */
export async function generateStaticParams(): Promise<Array<{ category_slug: string }>> {
  const categories = await listCategories();
  return categories.length > 0 ? categories.map((c) => ({ category_slug: c.slug })) : [{ category_slug: "necklace" }];
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const category = await getCategoryBySlug((await params).category_slug);
  if (!category) return { title: MSG.pageNotFound, robots: { index: false } };
  return listingMetadata(categoryMeta(category), href.category(category.slug), searchParams, PRODUCT_LIST_SORTS);
}

async function CategoryListing({ params, searchParams }: Props) {
  const { category_slug: slug } = await params;
  const categories = await listCategories();
  const category = categories.find((c) => c.slug === slug);
  if (!category) notFound();
  return <ProductListPage category={category} categories={categories} searchParams={searchParams} />;
}

/** One category's products (storefront §2.6). Params are read inside Suspense (Cache Components). */
export default function CategoryPage(props: Props) {
  return (
    <Suspense
      fallback={
        <div className="container">
          <ListingResultsFallback columns="sidebar" count={PRODUCT_LIST_SKELETONS_INITIAL} />
        </div>
      }
    >
      <CategoryListing {...props} />
    </Suspense>
  );
}
