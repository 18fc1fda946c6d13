import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PayLinkActions } from "@/components/payments/pay-link-actions";
import styles from "@/components/payments/pay-link.module.css";
import { SHOP } from "@/lib/constants";
import { formatRupees } from "@/lib/format";
import { SELL_MSG } from "@/lib/messages/selling";
import { ZPaymentLinkId } from "@/lib/schemas/payment";
import { localGatewayActive } from "@/server/payments/gateway";
import { findLocalPaymentLink } from "@/server/payments/local-stand-ins";

export const metadata: Metadata = {
  title: SELL_MSG.localPayLinkTitle,
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** Rendered whole per request (a link's state changes as it is paid); no static shell to validate. */
export const instant = false;

interface Props {
  params: Promise<{ linkId: string }>;
}

/**
 * /pay/{linkId}: the local fake gateway's stand-in for Razorpay's hosted payment-link page (the
 * short URL of a link the owner sends). It exists only while the fake is in use (404 with real
 * keys), and shows the shop, the order number and the amount, with Pay and Fail payment.
 */
export default async function PayLinkPage({ params }: Props) {
  await connection();
  if (!localGatewayActive()) notFound();
  const { linkId } = await params;
  if (!ZPaymentLinkId.safeParse(linkId).success) notFound();
  const link = await findLocalPaymentLink(linkId);
  if (!link) notFound();
  const amount = formatRupees(link.amountPaise);
  const payable = link.status === "created" || link.status === "failed";

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="pay-title">
        <p className={styles.shop}>{SHOP.name}</p>
        <h1 id="pay-title" className={styles.title}>
          {SELL_MSG.localPayLinkTitle}
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>{SELL_MSG.checkoutOrderNumber}</dt>
            <dd>{link.orderNumber}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd className={styles.amount}>{amount}</dd>
          </div>
        </dl>
        {payable ? (
          <PayLinkActions linkId={link.linkId} amount={amount} />
        ) : (
          <p className={styles.done} role="status">
            {link.status === "paid" ? SELL_MSG.localPayLinkPaid : SELL_MSG.paymentAlreadyPaid}
          </p>
        )}
        <p className={styles.note}>{SELL_MSG.localPayLinkNote}</p>
      </section>
    </main>
  );
}
