import { OFFER_ADMIN_MSG as M } from "@/lib/messages/offers-admin";
import type { OfferStatus } from "@/lib/schemas/offers";
import styles from "./offers.module.css";

/** An offer's status in words (Live / Scheduled / Paused / Ended), not only in colour. */
export function OfferStatusText({ status }: { status: OfferStatus }) {
  return <span className={`${styles.status} ${styles[status]}`}>{M.status[status]}</span>;
}
