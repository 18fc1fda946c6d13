import { NOTIFY_CHECKOUT_MSG } from "@/lib/notify/notify-checkout-messages";
import cod from "./cod.module.css";
import styles from "./checkout.module.css";

/**
 * "Send me order updates on WhatsApp" (issue 22): unchecked until the shopper ticks it; the updates
 * go to the contact number above (an Indian mobile), beside the e-mails.
 */
export function WhatsAppOptIn({ idPrefix, checked, disabled, onChange }: { idPrefix: string; checked: boolean; disabled: boolean; onChange: (checked: boolean) => void }) {
  const hintId = `${idPrefix}-whatsapp-hint`;
  return (
    <div className={`${styles.field} ${cod.paymentChoice}`}>
      <label className={cod.paymentOption}>
        <input type="checkbox" name="whatsappOptIn" checked={checked} disabled={disabled} aria-describedby={hintId} onChange={(event) => onChange(event.target.checked)} />
        <span>{NOTIFY_CHECKOUT_MSG.optIn}</span>
      </label>
      <p id={hintId} className={styles.hint}>
        {NOTIFY_CHECKOUT_MSG.optInHint}
      </p>
    </div>
  );
}
