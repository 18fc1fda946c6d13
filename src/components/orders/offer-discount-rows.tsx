import { formatRupees, rupeesToPaise } from "@/lib/format";
import { OFFER_DOC_MSG } from "@/lib/messages/offer-documents";
import type { OrderOfferJSON } from "@/lib/types/order-json";
import styles from "./offer-discount-rows.module.css";

/**
 * An order's offers (issue 44) as rows of its totals: "Offer: Diwali: 20 % off making (FIRST10)"
 * and "−₹300". `as="dl"` gives <div><dt/><dd/></div> rows for a <dl> (the tracking page); `as="row"`
 * gives <div><span/><span/></div> rows with the caller's class names (the owner's order page).
 * Nothing without offers. No hooks: server and client components both use it.
 */
export function OfferDiscountRows({ offers, as = "dl", rowClassName, moneyClassName }: { offers: readonly OrderOfferJSON[]; as?: "dl" | "row"; rowClassName?: string; moneyClassName?: string }) {
  const shown = offers.filter((offer) => offer.discount > 0);
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((offer, index) => {
        const label = OFFER_DOC_MSG.discountLine(offer);
        const amount = OFFER_DOC_MSG.minus(formatRupees(rupeesToPaise(offer.discount)));
        const amountClass = moneyClassName ? `${moneyClassName} ${styles.amount}` : styles.amount;
        return as === "dl" ? (
          <div key={`${offer.code ?? offer.name}-${index}`} className={rowClassName} data-testid="order-offer">
            <dt>{label}</dt>
            <dd className={amountClass}>{amount}</dd>
          </div>
        ) : (
          <div key={`${offer.code ?? offer.name}-${index}`} className={rowClassName} data-testid="order-offer">
            <span>{label}</span>
            <span className={amountClass}>{amount}</span>
          </div>
        );
      })}
    </>
  );
}
