import { DELIVERY_MSG } from "@/lib/delivery/delivery-messages";
import { formatDeliveryDate } from "@/lib/delivery/estimate";
import type { DeliveryAnswer } from "@/lib/delivery/types";
import styles from "./delivery-check.module.css";

/** "Delivery by Thu, 3 Dec to 560001" and whether cash on delivery is offered; the refusal for an unserved PIN. */
export function DeliveryPromise({ answer }: { answer: DeliveryAnswer }) {
  if (!answer.serviceable || !answer.deliveryBy) return <p className={styles.refusal}>{DELIVERY_MSG.notServed(answer.pincode)}</p>;
  return (
    <>
      <p className={styles.date}>
        <TruckIcon />
        <span>{DELIVERY_MSG.deliveryBy(formatDeliveryDate(answer.deliveryBy), answer.pincode)}</span>
      </p>
      <p className={answer.cod.available ? styles.cod : styles.noCod}>{answer.cod.available ? DELIVERY_MSG.codAvailable : DELIVERY_MSG.codUnavailable}</p>
    </>
  );
}

function TruckIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M3 6h11v9H3zM14 9h4l3 3v3h-7" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <circle cx="7" cy="17" r="1.8" fill="var(--c-surface)" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="17" cy="17" r="1.8" fill="var(--c-surface)" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
