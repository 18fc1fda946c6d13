import ui from "@/components/admin/ui/admin-ui.module.css";
import type { ReturnStatus } from "@/lib/types/returns";
import orders from "@/components/admin/orders/orders.module.css";
import { returnStatusLabel } from "./return-format";

// The order badges' colour groups: waiting on the owner, on its way, done, stopped. The word says
// which status it is, so colour is never the only signal.
const TONE: Record<ReturnStatus, string | undefined> = {
  requested: ui.warning,
  approved: orders.info,
  picked_up: orders.info,
  received: orders.info,
  refunded: ui.active,
  exchanged: ui.active,
  rejected: ui.inactive,
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <span className={`${ui.badge} ${TONE[status]}`}>{returnStatusLabel(status)}</span>;
}
