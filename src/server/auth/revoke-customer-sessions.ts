import "server-only";
import type { DbClient } from "@/server/orders/db-client";
import { db } from "@/server/db";

/**
 * Ends every session of a customer that is not already ended, except `exceptSessionId` when given
 * ("Sign out everywhere" ends them all; a password change keeps the device that made it). Runs on
 * `tx` inside a caller's transaction (a password reset). Returns how many ended.
 */
export async function revokeCustomerSessions(
  { customerId, exceptSessionId, now = new Date() }: { customerId: string; exceptSessionId?: string; now?: Date },
  tx: DbClient = db,
): Promise<number> {
  const { count } = await tx.session.updateMany({
    where: { customerId, revokedAt: null, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
    data: { revokedAt: now },
  });
  return count;
}
