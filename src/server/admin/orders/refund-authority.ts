import "server-only";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import type { SessionAdmin } from "@/server/auth/authorize";
import { requireFreshSecondFactor } from "@/server/auth/second-factor-gate";
import { paise } from "@/server/db-money";
import type { DbClient } from "@/server/orders/db-client";
import { can } from "@/lib/admin/permissions";
import { forbidden } from "@/server/errors";

// Who may move money out of the shop (issue 43 §1, §2), for every handler that refunds: a return's
// refund, an exchange's refunded difference, a paid order's cancellation. The route names only its
// base permission ("returns", "orders"); the handler refines it here once it knows money moves:
//   - the role needs `returns.refund` (the orders and writer roles never refund);
//   - the session's second factor must be fresh (step-up, X-Step-Up: required otherwise);
//   - a manager refunds at most SiteSettings.managerRefundLimitPaise at a time.
// A handler that sends a payment link asks `orders.payment-link` and step-up the same way.

export type MoneyActor = Pick<SessionAdmin, "id" | "email" | "role" | "hasSecondFactor" | "secondFactorAt">;

/** The role and the fresh second factor a refund needs (before any amount is known). */
export function requireRefundAuthority(admin: MoneyActor, now: Date = new Date()): void {
  if (!can(admin.role, "returns.refund")) throw forbidden(STAFF_MSG.refundForbidden);
  requireFreshSecondFactor(admin, now);
}

/** The role and the fresh second factor sending a payment link needs. */
export function requirePaymentLinkAuthority(admin: MoneyActor, now: Date = new Date()): void {
  if (!can(admin.role, "orders.payment-link")) throw forbidden(STAFF_MSG.paymentLinkForbidden);
  requireFreshSecondFactor(admin, now);
}

/** A manager's refund of `amountPaise` at most the owner's limit (a 403 naming it in rupees); anyone else passes. */
export async function requireWithinRefundLimit(tx: DbClient, admin: Pick<SessionAdmin, "role">, amountPaise: number): Promise<void> {
  if (admin.role !== "manager") return;
  const settings = await tx.siteSettings.findUnique({ where: { id: 1 }, select: { managerRefundLimitPaise: true } });
  // No settings row yet: the schema's default (₹10,000).
  const limit = settings ? paise(settings.managerRefundLimitPaise) : 1_000_000;
  if (amountPaise > limit) throw forbidden(STAFF_MSG.refundOverLimit(limit));
}
