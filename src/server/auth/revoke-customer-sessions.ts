import "server-only";
import { revokeOwnerSessions } from "@/server/auth/owner-sessions";
import type { DbClient } from "@/server/orders/db-client";
import { db } from "@/server/db";

/**
 * Ends every session of a customer that is not already ended, except `exceptSessionId` when given
 * ("Sign out everywhere" ends them all; a password change keeps the device that made it). Runs on
 * `tx` inside a caller's transaction (a password reset). Returns how many ended.
 */
export function revokeCustomerSessions({ customerId, exceptSessionId, now }: { customerId: string; exceptSessionId?: string; now?: Date }, tx: DbClient = db): Promise<number> {
  return revokeOwnerSessions({ kind: "customer", ownerId: customerId, exceptSessionId, now }, tx);
}
