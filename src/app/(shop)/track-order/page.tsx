import { Suspense } from "react";
import type { Metadata } from "next";
import { ShopBanner } from "@/components/shop/shop-banner";
import { TrackOrder } from "@/components/track-order/track-order";
import styles from "@/components/track-order/track-order.module.css";
import { href } from "@/lib/links";
import { TRACKING_MSG } from "@/lib/messages/tracking";
import { shopPageMetadata } from "@/lib/seo/shop-page-metadata";

export const metadata: Metadata = shopPageMetadata("track-order", href.trackOrder(), { index: false });

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** What ?order= may prefill: an order number's characters only, at most 32 of them, upper-cased. */
function prefill(value: string | string[] | undefined): string {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase() ?? "";
  return /^[A-Z0-9-]{1,32}$/.test(text) ? text : "";
}

/**
 * Track Order (back office §2; the old page showed a fixed demo, ours finds the real order by its
 * number and e-mail). The banner and the form are static; only ?order= (the number, prefilled from
 * the payment-success page, the account's list or an e-mail) is read at request time.
 */
export default function TrackOrderPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <>
      <ShopBanner
        title={TRACKING_MSG.trackOrderTitle}
        crumbs={[
          { label: "Home", href: href.home() },
          { label: TRACKING_MSG.trackOrderTitle, href: href.trackOrder() },
        ]}
      />
      <div className={`container ${styles.page}`} data-page="track-order">
        <Suspense fallback={<TrackOrder />}>
          <Prefilled searchParams={searchParams} />
        </Suspense>
      </div>
    </>
  );
}

async function Prefilled({ searchParams }: { searchParams: SearchParams }) {
  const { order } = await searchParams;
  return <TrackOrder initialOrderNumber={prefill(order)} />;
}
