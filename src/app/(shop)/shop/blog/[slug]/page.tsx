import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogArticle } from "@/components/blog/blog-article";
import { JsonLd } from "@/components/seo/json-ld";
import { ShopBanner } from "@/components/shop/shop-banner";
import { SHOP } from "@/lib/constants";
import { href } from "@/lib/links";
import { ZBlogIdParam } from "@/lib/schemas/catalogue";
import { pageMeta } from "@/lib/seo/page-meta";
import type { BlogPost } from "@/lib/types/blog";
import { getBlogPost } from "@/server/blog/get-blog-post";
import { listBlogSlugs } from "@/server/blog/list-blog-slugs";
import { blogPostingJsonLd } from "@/server/seo/json-ld";

type Props = { params: Promise<{ slug: string }> };

/**
 * Every article is static: the newest posts are prerendered at build, any other on its first visit
 * (the request waits for it, so an unknown slug answers a real 404), then served from the cache
 * until a post changes (getBlogPost's tags: "blog", "blog:{id}", "blog:{slug}").
 */
export const ensureStatic = "navigation";

const PRERENDERED_POSTS = 50;
/** Cache Components needs at least one sample slug even without posts; this one never exists (a 404). */
const SAMPLE_SLUG = "no-posts-yet";

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  const posts = await listBlogSlugs(PRERENDERED_POSTS);
  return posts.length > 0 ? posts.map(({ slug }) => ({ slug })) : [{ slug: SAMPLE_SLUG }];
}

/** The published post at this address. Only slugs are addresses: an id (which the API accepts) is not. */
async function articleBySlug(slug: string): Promise<BlogPost | null> {
  if (!ZBlogIdParam.safeParse({ id: slug }).success) return null;
  const post = await getBlogPost(slug);
  return post?.slug === slug ? post : null;
}

/** Search-result description: the excerpt, cut at a word near 160 characters. */
function metaDescription(post: BlogPost): string {
  const text = (post.excerpt || pageMeta("blog").description).replace(/\s+/g, " ").trim();
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 120)).replace(/[\s,.;:–-]+$/, "")}…`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await articleBySlug((await params).slug);
  if (!post) notFound();
  const path = href.blogPost(post.slug);
  const description = metaDescription(post);
  const images = post.coverUrl ? [{ url: post.coverUrl, width: 1200, height: 630, alt: post.title }] : [];
  return {
    title: post.title,
    description,
    keywords: [...post.tags, ...pageMeta("blog").keywords.slice(0, 2)],
    authors: [{ name: post.author.trim() || SHOP.name }],
    alternates: { canonical: path },
    openGraph: {
      type: "article",
      url: path,
      title: post.title,
      description,
      siteName: SHOP.name,
      locale: "en_IN",
      publishedTime: post.publishedAt ?? post.createdAt,
      modifiedTime: post.updatedAt,
      tags: post.tags,
      images,
    },
    twitter: { card: "summary_large_image", title: post.title, description, images: images.map((image) => image.url) },
  };
}

/** A blog article (storefront §2.15). Unknown slug: the 404 page beside this one ('Article not found.'). */
export default async function BlogArticlePage({ params }: Props) {
  const post = await articleBySlug((await params).slug);
  if (!post) notFound();
  return (
    <>
      <JsonLd data={blogPostingJsonLd(post)} />
      {/* The banner's 'Blog' is not a heading here: the article's title is the page's h1. Its trail
          also gives the BreadcrumbList structured data (Home › Blog › the article). */}
      <ShopBanner
        title="Blog"
        titleAs="p"
        crumbs={[
          { label: "Home", href: href.home() },
          { label: "Blog", href: href.blog() },
          { label: post.title, href: href.blogPost(post.slug) },
        ]}
      />
      <div className="container">
        <BlogArticle post={post} />
      </div>
    </>
  );
}
