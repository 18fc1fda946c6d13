import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { LISTING_KINDS, href } from "@/lib/links";
import { getCategoryBySlug } from "@/server/catalogue/get-category";
import { listCategories } from "@/server/catalogue/list-categories";

interface Props {
  params: Promise<{ slug: string }>;
}

// Paths under /shop that are pages of their own; a category with one of these slugs is reached
// through /shop/product/{slug} only (the static route wins over this one).
const OWN_PAGES = new Set<string>(["product", ...LISTING_KINDS, "blog", "contact", "about-us", "faq", "terms-condtions", "wishlist", "search"]);

/**
 * The whole answer is decided while prerendering: each category's redirect at build, any other
 * slug on its first request (which waits for it), so /shop/necklace is a real 308 and an unknown
 * slug a real 404, never a page that streams first and redirects later.
 */
export const ensureStatic = "navigation";

export const metadata: Metadata = { robots: { index: false } };

/** Cache Components needs at least one entry: with no categories the one slug below prerenders as a 404. */
export async function generateStaticParams(): Promise<Array<{ slug: string }>> {
  const slugs = (await listCategories()).map((c) => c.slug).filter((slug) => !OWN_PAGES.has(slug));
  return slugs.length > 0 ? slugs.map((slug) => ({ slug })) : [{ slug: "necklace" }];
}

/**
 * /shop/{category slug}: the footer's category links in the spec (storefront §2.5). The product
 * list lives at /shop/product/{slug}; this path sends there for good (308). Unknown slug: 404.
 */
export default async function CategoryShortcut({ params }: Props): Promise<never> {
  const category = await getCategoryBySlug((await params).slug);
  if (!category) notFound();
  permanentRedirect(href.category(category.slug));
}
