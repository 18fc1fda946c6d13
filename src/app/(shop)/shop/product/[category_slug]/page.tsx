import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { listingMetadata } from "@/components/listing/listing-metadata";
import { ProductListPage } from "@/components/listing/product-list-page";
import { PRODUCT_LIST_SORTS } from "@/lib/listing-options";
import type { SearchParamsRecord } from "@/lib/listing-params";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { categoryMeta } from "@/lib/seo/page-meta";
import { getCategoryBySlug } from "@/server/catalogue/get-category";
import { listCategories } from "@/server/catalogue/list-categories";

interface Props {
  params: Promise<{ category_slug: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const category = await getCategoryBySlug((await params).category_slug);
  if (!category) return { title: MSG.pageNotFound, robots: { index: false } };
  return listingMetadata(categoryMeta(category), href.category(category.slug), searchParams, PRODUCT_LIST_SORTS);
}

/**
 * A blocking route without prerendered params: the page renders whole at request time (from cached
 * data), so an unknown or switched-off slug answers a real 404 (a prerendered fallback shell would
 * already have sent 200), and the results are in the first HTML, which works without JavaScript.
 */
export const instant = false;

/** One category's products (storefront §2.6). */
export default async function CategoryPage({ params, searchParams }: Props) {
  const { category_slug: slug } = await params;
  const categories = await listCategories();
  const category = categories.find((c) => c.slug === slug);
  if (!category) notFound();
  return <ProductListPage category={category} categories={categories} searchParams={searchParams} />;
}
