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

/** All products (storefront §2.6). The categories are cached, so everything but the results prerenders. */
export default async function ProductsPage({ searchParams }: Props) {
  const categories = await listCategories();
  return <ProductListPage category={null} categories={categories} searchParams={searchParams} />;
}
