import Link from "next/link";
import { Accordion } from "@/components/content/accordion";
import { shopPageMetadata } from "@/lib/seo/shop-page-metadata";
import legal from "@/components/content/legal-page.module.css";
import { ShopBanner } from "@/components/shop/shop-banner";
import { SHOP } from "@/lib/constants";
import { TERMS_LAST_UPDATED, lastUpdatedText } from "@/lib/content/legal";
import { href } from "@/lib/links";
import { TERMS_ITEMS } from "./terms-sections";

export const metadata = shopPageMetadata("terms", href.terms());

/** Terms (back office §2 "Static brand pages"): four collapsible sections, last updated May 15, 2025. Static. */
export default function TermsPage() {
  return (
    <>
      <ShopBanner
        title="Terms & Conditions"
        crumbs={[
          { label: "Home", href: href.home() },
          { label: "Terms & Conditions", href: href.terms() },
        ]}
      />
      <div className={`container ${legal.page}`}>
        <header className={legal.header}>
          <p className={legal.updated}>{lastUpdatedText(TERMS_LAST_UPDATED)}</p>
          <p className={legal.lead}>
            The short, plain-language terms for shopping with {SHOP.name}. Open a section to read it.
          </p>
        </header>
        <Accordion items={TERMS_ITEMS} idPrefix="terms" headingLevel={2} />
        <p className={legal.footnote}>
          Questions about these terms? Write to <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a> or{" "}
          <Link href={href.contact()}>contact us</Link>.
        </p>
      </div>
    </>
  );
}
