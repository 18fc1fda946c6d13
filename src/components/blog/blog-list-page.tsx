import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ShopBanner } from "@/components/shop/shop-banner";
import { type BlogListState, blogListIndexing, blogListTitle, parseBlogListParams } from "@/lib/blog-list-params";
import { SHOP } from "@/lib/constants";
import type { SearchParamsRecord } from "@/lib/listing-params";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { pageMeta } from "@/lib/seo/page-meta";
import type { BlogPostPage } from "@/lib/types/blog";
import { listBlogPosts } from "@/server/blog/list-blog-posts";
import { BlogCard } from "./blog-card";
import { BlogPager } from "./blog-pager";
import { BlogSearchForm } from "./blog-search-form";
import styles from "./blog.module.css";

/**
 * What a page past the last one shows. "last-page" where the list renders at request time (its
 * static shell has already gone out with a 200, so a 404 could only be a "soft" one): the last
 * page, canonical to its own URL. "not-found" where it renders while prerendering (the static
 * view route), where a 404 is a real one.
 */
export type PastTheEnd = "last-page" | "not-found";

interface ListProps {
  searchParams: Promise<SearchParamsRecord>;
  pastTheEnd: PastTheEnd;
}

/** The view a URL asks for and its posts (listBlogPosts is cached, tag "blog"). */
async function readBlogList({ searchParams, pastTheEnd }: ListProps): Promise<{ state: BlogListState; result: BlogPostPage }> {
  const asked = parseBlogListParams(await searchParams);
  const result = await listBlogPosts(asked);
  const last = Math.max(result.pages, 1);
  if (asked.page <= last) return { state: asked, result };
  if (pastTheEnd === "not-found") notFound();
  const state = { ...asked, page: last };
  return { state, result: await listBlogPosts(state) };
}

/** Title, robots and canonical of a list view: search results noindex, each page canonical to itself. */
export async function blogListMetadata(props: ListProps): Promise<Metadata> {
  const meta = pageMeta("blog");
  const { state, result } = await readBlogList(props);
  const { canonical, index } = blogListIndexing(state, result.total);
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

/**
 * The blog list (storefront §2.14): 'Blog', the search box, the tag chip, two-column cards and the
 * pager, with search, tag and page in the URL (?search, ?tag, ?page). Values that cannot be read
 * fall back to their defaults, so no URL fails.
 */
export function BlogListPage(props: ListProps) {
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
        <BlogList {...props} />
      </div>
    </>
  );
}

async function BlogList(props: ListProps) {
  const { state, result } = await readBlogList(props);
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
