import type { Metadata } from "next";
import { listingMetadata } from "@/components/listing/listing-metadata";
import { ProductListPage } from "@/components/listing/product-list-page";
import { PRODUCT_LIST_SORTS } from "@/lib/listing-options";
import type { SearchParamsRecord } from "@/lib/listing-params";
import { href } from "@/lib/links";
import { pageMeta } from "@/lib/seo/page-meta";
import { listCategories } from "@/server/catalogue/list-categories";

interface Props {
  searchParams: Promise<SearchParamsRecord>;
}

export function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return listingMetadata(pageMeta("product"), href.products(), searchParams, PRODUCT_LIST_SORTS);
}

/**
 * The results are rendered into the first HTML with the rest of the page (a blocking route), not
 * streamed into a hole of a prerendered shell: streamed parts need JavaScript to appear, and every
 * ?page=N must work without it. The data is cached, so the render is short.
 */
export const instant = false;

/** All products (storefront §2.6). The categories are cached, so everything but the results prerenders. */
export default async function ProductsPage({ searchParams }: Props) {
  const categories = await listCategories();
  return <ProductListPage category={null} categories={categories} searchParams={searchParams} />;
}
