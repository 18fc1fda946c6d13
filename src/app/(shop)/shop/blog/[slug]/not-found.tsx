import type { Metadata } from "next";
import Link from "next/link";
import { ShopBanner } from "@/components/shop/shop-banner";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages";
import styles from "@/components/blog/blog.module.css";

export const metadata: Metadata = { title: MSG.articleNotFound, robots: { index: false } };

/** An unknown or unpublished article: a real 404 that keeps the shop around it and leads back to the list. */
export default function ArticleNotFound() {
  return (
    <>
      <ShopBanner
        title="Blog"
        titleAs="p"
        crumbs={[
          { label: "Home", href: href.home() },
          { label: "Blog", href: href.blog() },
        ]}
      />
      <div className={`container ${styles.page}`}>
        <div className={styles.empty}>
          <h1 className={styles.cardTitle}>{MSG.articleNotFound}</h1>
          <Link href={href.blog()} className="btn btn-outline">
            {MSG.backToBlog}
          </Link>
        </div>
      </div>
    </>
  );
}
