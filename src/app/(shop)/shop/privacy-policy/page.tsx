import Link from "next/link";
import { shopPageMetadata } from "@/lib/seo/shop-page-metadata";
import legal from "@/components/content/legal-page.module.css";
import prose from "@/components/content/prose.module.css";
import { ShopBanner } from "@/components/shop/shop-banner";
import { PRIVACY_LAST_UPDATED, lastUpdatedText } from "@/lib/content/legal";
import { href } from "@/lib/links";
import { PRIVACY_SECTIONS } from "./privacy-content";
import styles from "./privacy.module.css";

export const metadata = shopPageMetadata("privacy", href.privacy());

/**
 * Privacy policy (beyond the spec: the old footer link went nowhere while its forms asked for
 * consent to it). One static page with a table of contents; no client code at all.
 */
export default function PrivacyPolicyPage() {
  return (
    <>
      <ShopBanner
        title="Privacy Policy"
        crumbs={[
          { label: "Home", href: href.home() },
          { label: "Privacy Policy", href: href.privacy() },
        ]}
      />
      <div className={`container ${legal.page}`}>
        <header className={legal.header}>
          <p className={legal.updated}>{lastUpdatedText(PRIVACY_LAST_UPDATED)}</p>
          <p className={legal.lead}>Your data in plain words: what we collect, why, for how long, and how to ask us for a copy or to delete it.</p>
        </header>

        <nav aria-labelledby="privacy-contents" className={styles.contents}>
          <h2 id="privacy-contents" className={styles.contentsTitle}>
            On this page
          </h2>
          <ol role="list" className={styles.contentsList}>
            {PRIVACY_SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={prose.prose}>
          {PRIVACY_SECTIONS.map((section) => (
            <section key={section.id} className={styles.section}>
              <h2 id={section.id}>{section.title}</h2>
              {section.body}
            </section>
          ))}
        </div>

        <p className={legal.footnote}>
          Questions about your data? <Link href={href.contact()}>Contact us</Link>.
        </p>
      </div>
    </>
  );
}
