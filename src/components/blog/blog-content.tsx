import { sanitizeBlogHtml } from "@/server/blog/sanitize-blog-html";
import styles from "./article.module.css";

/**
 * An article's body: simple HTML (headings, paragraphs, bold, italic, links, lists) from the back
 * office. Sanitized here, on render, whatever the caller passes: the data layer sanitizes on read
 * too, but this is the one place HTML reaches the page, so nothing else has to be trusted.
 */
export function BlogContent({ html }: { html: string }) {
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: sanitizeBlogHtml(html) }} />;
}
