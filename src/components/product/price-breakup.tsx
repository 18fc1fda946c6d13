import { formatRupees, formatRupees2 } from "@/lib/format";
import type { MakingCharge } from "@/lib/pricing/by-weight";
import { purityFactor } from "@/lib/pricing/purity";
import type { PriceBreakupView } from "@/server/catalogue/get-product-pricing";
import card from "./info-card.module.css";
import styles from "./price-breakup.module.css";
import { offerLabel } from "./offer-label";

const gramsFormat = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const grams = (mg: number) => `${gramsFormat.format(mg / 1000)} g`;
/** Basis points as a percentage: 300 → "3 %", 1250 → "12.5 %" (a no-break space before the sign). */
const percent = (value: number) => `${Number(value.toFixed(2))}\u00a0%`;

function makingDetail(making: MakingCharge, netWeightMg: number): string {
  return making.kind === "per_gram" ? `${grams(netWeightMg)} × ${formatRupees(making.paisePerGram)}/g` : `${percent(making.basisPoints / 100)} of the silver value`;
}

/** The bill's amounts: whole rupees, or all with paise when any line has them (so the column lines up). */
function amountFormat(breakup: PriceBreakupView): (paise: number) => string {
  const amounts = [breakup.metalPaise, breakup.makingPaise, breakup.otherPaise, breakup.gstPaise, breakup.totalPaise, breakup.sellingPricePaise];
  return amounts.some((paise) => paise % 100 !== 0) ? formatRupees2 : formatRupees;
}

/** The rounding line: −₹0.30 or +₹0.20. */
export function roundingText(paise: number, money: (paise: number) => string): string {
  return paise < 0 ? `−${money(-paise)}` : `+${money(paise)}`;
}

function Line({ label, detail, amount, className }: { label: string; detail?: string; amount: string; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row">
        {label}
        {detail ? <span className={styles.detail}>{detail}</span> : null}
      </th>
      <td>{amount}</td>
    </tr>
  );
}

/**
 * How a by-weight piece's price is made up, as a jeweller writes the bill (issue 21): the silver at
 * today's rate, making charges, other charges, GST, the rounding to the rupee (when the shop rounds
 * by-weight prices, issue 40), the total (its price) and, with a discount, what the shopper pays. Rendered on the server; no script.
 */
export function PriceBreakup({
  breakup,
  title = "Price breakup",
  offer = null,
}: {
  breakup: PriceBreakupView;
  title?: string;
  /** A live automatic offer on this piece (issue 44): its own line ("Festive offer: 20 % off making −₹412") and what the shopper pays after it. */
  offer?: { name: string; discountPaise: number; pricePaise: number } | null;
}) {
  const { purity, netWeightMg, ratePaisePerGram, making } = breakup;
  const discounted = breakup.discountPercent > 0 && breakup.sellingPricePaise < breakup.totalPaise;
  const money = amountFormat(breakup);
  return (
    <section className={card.card} aria-labelledby="price-breakup">
      <h2 id="price-breakup" className={card.title}>
        {title}
      </h2>
      <table className={styles.table} aria-labelledby="price-breakup">
        <tbody>
          <Line
            label={`Silver (${purity})`}
            detail={`${grams(netWeightMg)} × ${formatRupees(ratePaisePerGram)}/g × ${purityFactor(purity)}`}
            amount={money(breakup.metalPaise)}
          />
          <Line label="Making charges" detail={makingDetail(making, netWeightMg)} amount={money(breakup.makingPaise)} />
          {breakup.otherPaise > 0 ? <Line label="Stones and other charges" amount={money(breakup.otherPaise)} /> : null}
          <Line label={`GST (${percent(breakup.gstBps / 100)})`} amount={money(breakup.gstPaise)} />
          {breakup.roundingPaise ? <Line label="Rounding (to the rupee)" amount={roundingText(breakup.roundingPaise, money)} /> : null}
        </tbody>
        <tfoot>
          <Line label="Total" amount={money(breakup.totalPaise)} className={discounted || offer ? styles.subtotal : styles.total} />
          {discounted ? (
            <>
              <Line label={`Discount (${percent(breakup.discountPercent)})`} amount={`−${money(breakup.totalPaise - breakup.sellingPricePaise)}`} />
              {offer ? null : <Line label="You pay" amount={money(breakup.sellingPricePaise)} className={styles.total} />}
            </>
          ) : null}
          {offer ? (
            <>
              <Line label={offerLabel(offer.name)} amount={`−${money(offer.discountPaise)}`} />
              <Line label="You pay" amount={money(offer.pricePaise)} className={styles.total} />
            </>
          ) : null}
        </tfoot>
      </table>
      <p className={card.note}>
        At today’s rate of {formatRupees(ratePaisePerGram)} per gram of fine silver. This piece is priced by weight: its price follows the silver rate.
      </p>
    </section>
  );
}
