import Link from "next/link";
import { href } from "@/lib/links";
import styles from "./blog.module.css";

/** A post's tags, each a link to the list filtered by it (storefront §2.15: tag links set the filter). */
export function BlogTags({ tags, label }: { tags: readonly string[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <ul role="list" className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link href={href.blog({ tag })} className={styles.tag} prefetch={false}>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
