import type { Metadata } from "next";
import Link from "next/link";
import { ShopBanner } from "@/components/shop/shop-banner";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import styles from "@/components/blog/blog.module.css";

// Next adds the noindex robots tag to every not-found answer itself.
export const metadata: Metadata = { title: MSG.articleNotFound };

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
        <div className={styles.notFound}>
          <h1 className={styles.cardTitle}>{MSG.articleNotFound}</h1>
          <p>It may have been moved or taken down. Our latest care guides, styling notes and gift ideas are on the blog.</p>
          <Link href={href.blog()} className="btn btn-outline">
            {MSG.backToBlog}
          </Link>
        </div>
      </div>
    </>
  );
}
