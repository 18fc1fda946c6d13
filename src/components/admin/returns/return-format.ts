import { formatRupees2 } from "@/lib/format";
import { RETURN_ADMIN_MSG } from "@/lib/admin/return-admin-messages";
import type { ReturnStatus } from "@/lib/types/returns";

// How the returns pages show money (the API answers paise; the back office shows two decimals) and
// statuses. Dates: indianDateTime of the order pages.

export { indianDateTime } from "@/components/admin/orders/order-format";

/** ₹2,499.00 from paise. */
export const paiseText = (paise: number): string => formatRupees2(paise);

export const returnStatusLabel = (status: ReturnStatus): string => RETURN_ADMIN_MSG.statusLabels[status];
