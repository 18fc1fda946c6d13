import { Suspense } from "react";
import type { Metadata } from "next";
import { PaymentSuccessCard, PaymentSuccessDetails, orderNumberFrom } from "@/components/checkout/payment-success";
import styles from "@/components/checkout/payment-success.module.css";
import { href } from "@/lib/links";
import { shopPageMetadata } from "@/lib/seo/shop-page-metadata";

export const metadata: Metadata = shopPageMetadata("payment-success", href.paymentSuccess(), { index: false });

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * After a verified card payment (back office §2 'Payment success'). The card is static; only the
 * order number from ?order= is read at request time (a small hole in the prerendered page).
 */
export default function PaymentSuccessPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className={`container ${styles.page}`} data-page="payment-success">
      <PaymentSuccessCard>
        <Suspense fallback={<PaymentSuccessDetails orderNumber={null} />}>
          <OrderDetails searchParams={searchParams} />
        </Suspense>
      </PaymentSuccessCard>
    </div>
  );
}

async function OrderDetails({ searchParams }: { searchParams: SearchParams }) {
  const { order } = await searchParams;
  return <PaymentSuccessDetails orderNumber={orderNumberFrom(order)} />;
}
