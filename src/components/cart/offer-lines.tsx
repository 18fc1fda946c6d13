import { formatRupees } from "@/lib/format";
import type { CartOffersView } from "./cart-offers";
import styles from "./coupon-box.module.css";

/** The cart's offers as lines of the summary's <dl> (issue 44): "Festive offer: 20 % off making  −₹412". */
export function OfferLines({ offers, priced }: { offers: CartOffersView; priced: boolean }) {
  if (!priced || offers.lines.length === 0) return null;
  return (
    <>
      {offers.lines.map((line, i) => (
        <div key={`${line.code ?? ""}|${line.name}|${i}`} className={styles.discount} data-testid="offer-line">
          <dt>{line.code ? `${line.name} (${line.code})` : line.name}</dt>
          <dd>{offers.fresh ? `−${formatRupees(line.discountPaise)}` : "…"}</dd>
        </div>
      ))}
    </>
  );
}
