import { TRACKING_MSG } from "@/lib/messages/tracking";
import { upcomingSteps } from "@/lib/order-steps";
import type { OrderStatus, PaymentMethod } from "@/lib/types/order";
import type { OrderTimelineStepJSON } from "@/lib/types/order-json";
import { formatDateTime } from "./format-date-time";
import styles from "./track-order.module.css";

/**
 * The order's progress as an ordered list, top to bottom: every step it went through with its date
 * and time (India time), the last one marked as the current step, then the steps still to come,
 * greyed. A cancelled order has no steps to come: its last step is the cancellation.
 */
export function OrderTimeline({
  status,
  paymentMethod = null,
  timeline,
  labelledBy,
}: {
  status: OrderStatus;
  /** Cash on delivery's steps differ (placed, confirmed, shipped, delivered). */
  paymentMethod?: PaymentMethod | null;
  timeline: OrderTimelineStepJSON[];
  labelledBy: string;
}) {
  const upcoming = upcomingSteps(status, paymentMethod);
  const last = timeline.length - 1;
  return (
    <ol className={styles.timeline} aria-labelledby={labelledBy}>
      {timeline.map((step, i) => {
        const current = i === last;
        const tone = step.status === "cancelled" ? styles.stepCancelled : current ? styles.stepCurrent : styles.stepDone;
        return (
          <li key={`${step.status}-${step.at}`} className={`${styles.step} ${tone}`} aria-current={current ? "step" : undefined}>
            <span className={styles.marker} aria-hidden="true">
              {step.status === "cancelled" ? <CrossIcon /> : <TickIcon />}
            </span>
            <span className={styles.stepText}>
              <span className={styles.stepLabel}>
                {step.label}
                <span className="sr-only">, {current ? TRACKING_MSG.trackOrderStepCurrent : TRACKING_MSG.trackOrderStepDone}</span>
              </span>
              <time className={styles.stepDate} dateTime={step.at}>
                {formatDateTime(step.at)}
              </time>
            </span>
          </li>
        );
      })}
      {upcoming.map((next) => (
        <li key={next} className={`${styles.step} ${styles.stepTodo}`}>
          <span className={styles.marker} aria-hidden="true" />
          <span className={styles.stepText}>
            <span className={styles.stepLabel}>
              {TRACKING_MSG.orderStatusLabel[next]}
              <span className="sr-only">, {TRACKING_MSG.trackOrderStepToCome}</span>
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

function TickIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" focusable="false">
      <path d="M7 7l10 10M17 7L7 17" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}
