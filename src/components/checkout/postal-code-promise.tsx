import { LazyDeliveryPromise } from "@/components/delivery/lazy-delivery-promise";
import { DELIVERY_MSG } from "@/lib/delivery/delivery-messages";
import type { DeliveryPromiseState } from "./use-delivery-promise";
import styles from "@/components/delivery/delivery-check.module.css";

/** Under the postal code: the delivery date and cash on delivery for a served PIN (the refusal is the field's error). */
export function PostalCodePromise({ id, delivery }: { id: string; delivery: DeliveryPromiseState }) {
  const { answer, checking } = delivery;
  return (
    <div id={id} className={styles.inline} aria-live="polite" data-testid="checkout-delivery-promise">
      {checking ? <p className={styles.muted}>{DELIVERY_MSG.checking}</p> : answer?.serviceable ? <LazyDeliveryPromise answer={answer} /> : null}
    </div>
  );
}
