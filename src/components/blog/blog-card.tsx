import { getImageProps } from "next/image";
import { BLOG_CARD_TAGS } from "@/lib/constants";
import { formatDate } from "@/lib/format";
import { href } from "@/lib/links";
import type { BlogPostSummary } from "@/lib/types/blog";
import { ImagePlaceholder } from "@/components/product/image-placeholder";
import { BlogTags } from "./blog-tags";
import styles from "./blog.module.css";

/** Two columns from 720 px (the container's half less the gap), one on phones. */
export const BLOG_CARD_SIZES = "(min-width: 1240px) 572px, (min-width: 720px) calc(50vw - 48px), calc(100vw - 32px)";

/**
 * A post in the list (storefront §2.14): cover, title, excerpt, up to four tags and
 * 'Published {date}'. Server-rendered, no JavaScript. `priority`: the first card's cover is
 * usually the page's largest paint, so it loads at once and first.
 */
export function BlogCard({ post, priority = false }: { post: BlogPostSummary; priority?: boolean }) {
  const link = href.blogPost(post.slug);
  const published = post.publishedAt ?? post.createdAt;
  const eager = priority ? ({ loading: "eager", fetchPriority: "high" } as const) : {};
  return (
    <article className={styles.card}>
      {/* The picture repeats the title's link; one tab stop per card is enough. */}
      <a href={link} className={styles.cover} tabIndex={-1} aria-hidden="true">
        {post.coverUrl ? (
          // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gives next/image's attributes (alt included) without its client code
          <img {...getImageProps({ src: post.coverUrl, alt: "", fill: true, sizes: BLOG_CARD_SIZES, className: styles.coverImage, ...eager }).props} />
        ) : (
          <ImagePlaceholder className={styles.coverPlaceholder} label={post.title} size={48} />
        )}
      </a>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <a href={link}>{post.title}</a>
        </h2>
        {post.excerpt ? <p className={styles.excerpt}>{post.excerpt}</p> : null}
        <BlogTags tags={post.tags.slice(0, BLOG_CARD_TAGS)} label={`Tags of ${post.title}`} />
        <p className={styles.date}>
          Published <time dateTime={published}>{formatDate(published)}</time>
        </p>
      </div>
    </article>
  );
}
