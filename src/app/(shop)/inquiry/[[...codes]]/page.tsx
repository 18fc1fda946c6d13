import { Suspense } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { InquiryForm } from "@/components/inquiry/inquiry-form";
import { ShopBanner } from "@/components/shop/shop-banner";
import { href } from "@/lib/links";
import { INQUIRY_MSG } from "@/lib/messages/inquiry";
import { codesFromPath } from "@/lib/schemas/inquiry-fields";
import { shopPageMetadata } from "@/lib/seo/shop-page-metadata";
import { sizesOfCodes } from "@/server/inquiries/sizes-of-codes";
import styles from "./inquiry.module.css";

type Props = { params: Promise<{ codes?: string[] }> };

// A shopper's own message: followed, never indexed (and kept out of the crawl by robots.txt).
export const metadata: Metadata = shopPageMetadata("inquiry", href.inquiry(), { index: false });

/**
 * The inquiry form (back office §2, route /inquiry/:prodId?): the optional segment is a
 * comma-separated list of product codes (/inquiry/NK-1001,ER-3002), shown as chips to start with.
 * The page is a static shell; only the form, which reads the codes from the URL, is rendered per
 * request (codes are endless, so no URL adds a cached page).
 */
export default function InquiryPage({ params }: Props) {
  return (
    <>
      <ShopBanner
        title="Inquiry"
        crumbs={[
          { label: "Home", href: href.home() },
          { label: "Inquiry", href: href.inquiry() },
        ]}
      />
      <div className={`container ${styles.page}`}>
        <section className={styles.card} aria-labelledby="inquiry-title">
          <p className="eyebrow">Ask about a piece</p>
          <h2 id="inquiry-title">{INQUIRY_MSG.inquiryTitle}</h2>
          <p className={styles.lead}>{INQUIRY_MSG.inquiryLead}</p>
          <Suspense fallback={<div className={`skeleton ${styles.formPlaceholder}`} />}>
            <FormWithCodes params={params} />
          </Suspense>
        </section>
        <aside className={styles.about} aria-labelledby="inquiry-how">
          <p className="eyebrow">How it works</p>
          <h2 id="inquiry-how">We reply within 24 hours</h2>
          <ol className={styles.steps}>
            <li>
              <strong>Find the code.</strong> Every product page shows its code, for example NK-1001.
            </li>
            <li>
              <strong>Add the codes and your question.</strong> Sizes, finishes, gift boxes, or a quantity for a wedding or an event.
            </li>
            <li>
              <strong>Hear from us.</strong> We answer by e-mail or phone within 24 hours.
            </li>
          </ol>
          <p className={styles.more}>
            <Link href={href.products()}>Browse the collection</Link> or, for anything else, <Link href={href.contact()}>contact us</Link>.
          </p>
        </aside>
      </div>
    </>
  );
}

async function FormWithCodes({ params }: Props) {
  const { codes } = await params;
  const initialCodes = codesFromPath(codes);
  // Pieces sold by size among them get a size select (issue 42).
  return <InquiryForm initialCodes={initialCodes} sizesByCode={await sizesOfCodes(initialCodes)} />;
}
