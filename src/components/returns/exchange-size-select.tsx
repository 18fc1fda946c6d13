"use client";

import { formatRupees } from "@/lib/format";
import { RETURN_SIZE_MSG } from "@/lib/returns/return-messages";
import type { ReturnableLineJSON } from "@/lib/types/returns";
import styles from "./returns.module.css";

/**
 * An exchange for another size (issue 42): for a line of a sized piece, the same size or one of the
 * piece's other sizes in stock, each with its price and the difference from what the size bought
 * costs (the server settles it: a payment link for more, a refund for less).
 */
export function ExchangeSizeSelect({ id, line, value, onValue }: { id: string; line: ReturnableLineJSON; value: string; onValue: (sizeId: string) => void }) {
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {RETURN_SIZE_MSG.exchangeFor(line.productName)}
      </label>
      <select id={id} className={styles.input} value={value} aria-describedby={hintId} onChange={(event) => onValue(event.currentTarget.value)}>
        <option value="">{RETURN_SIZE_MSG.sameSize(line.sizeLabel ?? "")}</option>
        {line.exchangeSizes.map((size) => {
          const difference = size.unitPricePaise - line.unitPricePaise;
          return (
            <option key={size.sizeId} value={size.sizeId}>
              {RETURN_SIZE_MSG.otherSize(size.label, formatRupees(size.unitPricePaise), difference, formatRupees(Math.abs(difference)))}
            </option>
          );
        })}
      </select>
      <p id={hintId} className={styles.hint}>
        {RETURN_SIZE_MSG.exchangeHint}
      </p>
    </div>
  );
}
