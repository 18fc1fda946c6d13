"use client";

import { COD_CHECKOUT_MSG } from "@/lib/messages/cod-checkout";
import type { CodOption } from "@/lib/cod-option";
import styles from "./checkout.module.css";
import cod from "./cod.module.css";

export type PaymentChoiceValue = "online" | "cod";

/**
 * Checkout's payment choice (issue 21): pay online, or cash on delivery with its fee where the PIN's
 * answer offers it and the total with the fee is within the owner's limit; otherwise the COD option
 * is shown disabled with the reason under it.
 */
export function PaymentChoice({ idPrefix, value, option, disabled, onChange }: { idPrefix: string; value: PaymentChoiceValue; option: CodOption; disabled: boolean; onChange: (value: PaymentChoiceValue) => void }) {
  const codOff = option.kind !== "available";
  const reasonId = `${idPrefix}-cod-reason`;
  return (
    <fieldset className={cod.paymentChoice} data-testid="payment-choice">
      <legend className={styles.legend}>{COD_CHECKOUT_MSG.choiceLegend}</legend>
      <label className={cod.paymentOption}>
        <input type="radio" name={`${idPrefix}-payment`} value="online" checked={value === "online" || codOff} disabled={disabled} onChange={() => onChange("online")} />
        <span>{COD_CHECKOUT_MSG.payOnline}</span>
      </label>
      <label className={cod.paymentOption} data-disabled={codOff || undefined}>
        <input
          type="radio"
          name={`${idPrefix}-payment`}
          value="cod"
          checked={value === "cod" && !codOff}
          disabled={disabled || codOff}
          aria-describedby={codOff ? reasonId : undefined}
          onChange={() => onChange("cod")}
        />
        <span>{COD_CHECKOUT_MSG.payCod(option.kind === "available" ? option.feePaise : 0)}</span>
      </label>
      {codOff ? (
        <p id={reasonId} className={cod.paymentReason} data-testid="cod-reason">
          {option.reason}
        </p>
      ) : null}
    </fieldset>
  );
}
