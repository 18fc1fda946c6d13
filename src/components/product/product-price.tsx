import { formatRupees, savingsPaise } from "@/lib/format";
import { CATALOGUE_MSG } from "@/lib/messages/catalogue";
import { SIZE_MSG } from "@/lib/messages/sizes";
import styles from "./product-price.module.css";
import { offerLabel } from "./offer-label";

/**
 * The selling price, and when discounted the struck original price, the percentage and
 * 'You Save' (storefront §2.8, §2.9). With a live automatic offer (issue 44, the detail page only) the
 * price after it, and the offer's name and saving under it. No "use client": the detail page renders it on the server,
 * Quick View in the browser.
 */
export function ProductPrice({
  pricePaise,
  sellingPricePaise,
  discountPercent,
  from = false,
  offer = null,
}: {
  pricePaise: number;
  sellingPricePaise: number;
  discountPercent: number;
  /** "From ₹…": a piece whose sizes cost different amounts, before a size is chosen (issue 42). */
  from?: boolean;
  /** The best automatic offer on one unit (src/server/offers/piece-offer.ts), or null. */
  offer?: { name: string; discountPaise: number; pricePaise: number } | null;
}) {
  const saved = discountPercent > 0 ? savingsPaise(pricePaise, sellingPricePaise) : 0;
  if (offer) {
    return (
      <div className={styles.price} data-offer-price="">
        <p className={styles.row}>
          <span className="sr-only">Price </span>
          {from ? <span className={styles.from}>{SIZE_MSG.from} </span> : null}
          <span className={styles.total}>{formatRupees(offer.pricePaise)}</span>
          <span className="sr-only">, was </span>
          <s className={styles.original}>{formatRupees(saved > 0 ? pricePaise : sellingPricePaise)}</s>
        </p>
        <p className={styles.offer}>
          {offerLabel(offer.name)} −{formatRupees(offer.discountPaise)}
        </p>
        <p className={styles.save}>
          {CATALOGUE_MSG.youSave} {formatRupees(saved + offer.discountPaise)}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.price}>
      <p className={styles.row}>
        <span className="sr-only">Price </span>
        {from ? <span className={styles.from}>{SIZE_MSG.from} </span> : null}
        <span className={styles.total}>{formatRupees(sellingPricePaise)}</span>
        {saved > 0 ? (
          <>
            <span className="sr-only">, was </span>
            <s className={styles.original}>{formatRupees(pricePaise)}</s>
            <span className={styles.off}>-{Number(discountPercent.toFixed(2))}%</span>
          </>
        ) : null}
      </p>
      {saved > 0 ? (
        <p className={styles.save}>
          {CATALOGUE_MSG.youSave} {formatRupees(saved)}
        </p>
      ) : null}
    </div>
  );
}
