import type { Metadata } from "next";
import Link from "next/link";
import { BlogCard } from "@/components/blog/blog-card";
import { BlogPager } from "@/components/blog/blog-pager";
import { BlogSearchForm } from "@/components/blog/blog-search-form";
import { ShopBanner } from "@/components/shop/shop-banner";
import { type BlogListState, blogListIndexing, blogListTitle, parseBlogListParams } from "@/lib/blog-list-params";
import { SHOP } from "@/lib/constants";
import type { SearchParamsRecord } from "@/lib/listing-params";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages";
import { pageMeta } from "@/lib/seo/page-meta";
import type { BlogPostPage } from "@/lib/types/blog";
import { listBlogPosts } from "@/server/blog/list-blog-posts";
import styles from "@/components/blog/blog.module.css";

interface Props {
  searchParams: Promise<SearchParamsRecord>;
}

/**
 * The view a URL asks for and its posts. A page past the last one shows the last page (canonical
 * to that page's own URL): the list renders at request time, after its static shell has gone out
 * with a 200, so a 404 could only be a "soft" one; made-up page numbers still create no new view.
 */
async function readBlogList(searchParams: Props["searchParams"]): Promise<{ state: BlogListState; result: BlogPostPage }> {
  const asked = parseBlogListParams(await searchParams);
  const result = await listBlogPosts(asked);
  const last = Math.max(result.pages, 1);
  if (asked.page <= last) return { state: asked, result };
  const state = { ...asked, page: last };
  return { state, result: await listBlogPosts(state) };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const meta = pageMeta("blog");
  const { state, result } = await readBlogList(searchParams);
  const { total } = result;
  const { canonical, index } = blogListIndexing(state, total);
  const title = blogListTitle(meta.title, state);
  return {
    title,
    description: meta.description,
    keywords: state.tag ? [state.tag, ...meta.keywords] : meta.keywords,
    robots: { index, follow: true },
    alternates: { canonical },
    openGraph: { type: "website", url: canonical, siteName: SHOP.name, locale: "en_IN", title, description: meta.description },
  };
}

/** The list is part of the first HTML (no streamed hole), so search, tags and pages work without JavaScript. */
export const instant = false;

/**
 * The blog list (storefront §2.14): search, tag filter and pages in the URL (?search, ?tag, ?page),
 * rendered on the server from the cached list (listBlogPosts, tag "blog"). Values that cannot be
 * read fall back to their defaults, and a page past the last one shows the last page, so no URL
 * fails or shows an empty page of a list that has posts.
 */
export default function BlogPage({ searchParams }: Props) {
  return (
    <>
      <ShopBanner
        title="Blog"
        crumbs={[
          { label: "Home", href: href.home() },
          { label: "Blog", href: href.blog() },
        ]}
      />
      <div className={`container ${styles.page}`}>
        <BlogList searchParams={searchParams} />
      </div>
    </>
  );
}

async function BlogList({ searchParams }: Props) {
  const { state, result } = await readBlogList(searchParams);
  const { search, tag } = state;

  return (
    <>
      <BlogSearchForm search={search} tag={tag} />
      {search ? (
        <p className={styles.summary}>
          {result.total === 1 ? "1 article" : `${result.total} articles`} for “{search}”
        </p>
      ) : null}
      {result.items.length === 0 ? (
        <div className={styles.empty}>
          <p>{MSG.noArticles}</p>
          {search || tag ? (
            <Link href={href.blog()} className="btn btn-outline">
              All articles
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <div className={styles.grid}>
            {result.items.map((post, i) => (
              <BlogCard key={post.id} post={post} priority={result.page === 1 && i === 0} />
            ))}
          </div>
          <BlogPager page={result.page} pages={result.pages} search={search} tag={tag} />
        </>
      )}
    </>
  );
}
