import { getImageProps } from "next/image";
import Link from "next/link";
import { BLOG_AUTHOR_DEFAULT } from "@/lib/constants";
import { formatDate } from "@/lib/format";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import type { BlogPost } from "@/lib/types/blog";
import { BlogContent } from "./blog-content";
import { BlogTags } from "./blog-tags";
import styles from "./article.module.css";

/** The cover spans the reading column: at most 760 px, the page width less its gutters on phones. */
const COVER_SIZES = "(min-width: 840px) 760px, calc(100vw - 32px)";

/**
 * A blog article (storefront §2.15): 'Back to Blog', title, 'By {author}' ('Admin' when none),
 * date, tag links to the filtered list, cover and the sanitized body. The cover is the page's
 * largest paint, so it loads at once and first.
 */
export function BlogArticle({ post }: { post: BlogPost }) {
  const published = post.publishedAt ?? post.createdAt;
  return (
    <article className={styles.article}>
      <Link href={href.blog()} className={styles.back}>
        <span aria-hidden="true">←</span> {MSG.backToBlog}
      </Link>
      <header className={styles.header}>
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.meta}>
          <span>By {post.author.trim() || BLOG_AUTHOR_DEFAULT}</span>
          <span aria-hidden="true" className={styles.dot}>
            ·
          </span>
          <time dateTime={published}>{formatDate(published)}</time>
        </p>
        <BlogTags tags={post.tags} label="Tags" />
      </header>
      {post.coverUrl ? (
        <div className={styles.cover}>
          {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gives next/image's attributes (alt included) without its client code */}
          <img {...getImageProps({ src: post.coverUrl, alt: "", fill: true, sizes: COVER_SIZES, className: styles.coverImage, loading: "eager", fetchPriority: "high" }).props} />
        </div>
      ) : null}
      <BlogContent html={post.contentHtml} />
      <footer className={styles.footer}>
        <Link href={href.blog()} className="btn btn-outline">
          {MSG.backToBlog}
        </Link>
      </footer>
    </article>
  );
}
