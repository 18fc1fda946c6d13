import ui from "@/components/admin/ui/admin-ui.module.css";
import type { AdminOrderStatus } from "@/lib/schemas/admin-order";
import { statusLabel } from "./order-format";
import styles from "./orders.module.css";

// Colour groups the statuses (waiting on someone, money in, done, stopped); the word says which
// status it is, so colour is never the only signal.
const TONE: Record<AdminOrderStatus, string | undefined> = {
  draft: ui.warning,
  acknowledged: ui.warning,
  payment_pending: ui.warning,
  paid: styles.info,
  processing: styles.info,
  confirmed: styles.info,
  shipped: styles.info,
  delivered: ui.active,
  cancelled: ui.inactive,
};

/** An order's status, shown (changed only by the detail page's buttons). */
export function OrderStatusBadge({ status, method }: { status: AdminOrderStatus; method?: string | null }) {
  return <span className={`${ui.badge} ${TONE[status]}`}>{statusLabel(status, method)}</span>;
}
