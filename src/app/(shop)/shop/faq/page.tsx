import Link from "next/link";
import { shopPageMetadata } from "@/lib/seo/shop-page-metadata";
import { FaqSearch, type FaqEntry } from "@/components/content/faq-search";
import prose from "@/components/content/prose.module.css";
import { JsonLd } from "@/components/seo/json-ld";
import { ShopBanner } from "@/components/shop/shop-banner";
import { FAQ_ITEMS, type FaqItem } from "@/lib/content/faq";
import { faqSearchText } from "@/lib/content/faq-search";
import { href } from "@/lib/links";
import { faqPageJsonLd } from "@/server/seo/json-ld";
import styles from "./faq.module.css";

export const metadata = shopPageMetadata("faq", href.faq());

function Answer({ item }: { item: FaqItem }) {
  return (
    <div className={prose.prose}>
      {item.answer.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {item.link ? (
        <p>
          <Link href={item.link.href}>
            {item.link.label}
            <span aria-hidden="true"> →</span>
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/**
 * FAQ (back office §2 "Static brand pages"): six questions, searched by text, in an accordion.
 * Static: the answers are in the first HTML (and in FAQPage structured data); the search and the
 * accordion are one small island.
 */
export default function FaqPage() {
  const entries: FaqEntry[] = FAQ_ITEMS.map((item) => ({
    id: item.id,
    title: item.question,
    content: <Answer item={item} />,
    searchText: faqSearchText(item),
  }));

  return (
    <>
      <ShopBanner
        title="Frequently Asked Questions"
        crumbs={[
          { label: "Home", href: href.home() },
          { label: "FAQ", href: href.faq() },
        ]}
      />
      <div className={`container ${styles.page}`}>
        <div className={styles.intro}>
          <p className="eyebrow">Help centre</p>
          <p className={styles.lead}>Quick answers about our silver, shipping, returns, care and gifting.</p>
        </div>
        <div className={styles.questions}>
          <FaqSearch items={entries} />
        </div>
        <section className={styles.support} aria-labelledby="faq-support">
          <h2 id="faq-support" className={styles.supportTitle}>
            Still have a question?
          </h2>
          <p>Our team in Jaipur answers every message within 24 hours.</p>
          <Link href={href.contact()} className="btn btn-dark">
            Contact Support
          </Link>
        </section>
      </div>
      <JsonLd data={faqPageJsonLd(href.faq(), FAQ_ITEMS)} />
    </>
  );
}
