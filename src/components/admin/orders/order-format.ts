import { ORDER_ADMIN_MSG } from "@/lib/admin/order-messages";
import { formatRupees2, rupeesToPaise } from "@/lib/format";

// How the order pages show money and time: rupees with two decimals (the API answers rupees), and
// dates in India time whatever the admin's browser clock says.

const dateTime = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

/** ₹2,499.00 from rupees. */
export function rupees(amount: number): string {
  return formatRupees2(rupeesToPaise(amount));
}

/** 25 Nov 2026, 3:15 pm (India time). */
export function indianDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/**
 * A status's words; a cash-on-delivery order placed and not yet confirmed (draft) is "Awaiting
 * confirmation", since it waits for the owner's call, not for a payment link like a draft request.
 */
export function statusLabel(status: string, method?: string | null): string {
  if (status === "draft" && method === "cod") return ORDER_ADMIN_MSG.awaitingConfirmation;
  return ORDER_ADMIN_MSG.statusLabels[status] ?? status;
}
