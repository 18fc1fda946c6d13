import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogListPage, blogListMetadata } from "@/components/blog/blog-list-page";
import { pageFromBlogView } from "@/lib/blog-list-params";
import { listBlogPosts } from "@/server/blog/list-blog-posts";

interface Props {
  params: Promise<{ view: string }>;
}

/**
 * The plain blog list and each of its pages as static pages: /shop/blog and /shop/blog?page=N,
 * as src/proxy.ts rewrites them here (blogViewPath in src/lib/blog-list-params.ts; /shop/v/* itself
 * is unreachable from outside). Every page prerenders at build; a page past the end renders
 * on its first visit as a real 404. Served from the cache until a post changes (tag "blog").
 * Searches and tags stay with /shop/blog, rendered per request: their values are open-ended.
 */
export const ensureStatic = "navigation";

export async function generateStaticParams(): Promise<{ view: string }[]> {
  const { pages } = await listBlogPosts({ page: 1 });
  return Array.from({ length: Math.max(pages, 1) }, (_, i) => ({ view: String(i + 1) }));
}

async function viewQuery(params: Props["params"]) {
  const page = pageFromBlogView((await params).view);
  if (page === null) notFound();
  return { searchParams: Promise.resolve({ page: String(page) }), pastTheEnd: "not-found" as const };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogListMetadata(await viewQuery(params));
}

export default async function BlogListView({ params }: Props) {
  return <BlogListPage {...await viewQuery(params)} />;
}
