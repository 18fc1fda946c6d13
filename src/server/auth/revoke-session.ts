import "server-only";
import { liveSessionWhere } from "@/server/auth/session-rules";
import { db } from "@/server/db";

/**
 * Ends one live session of a customer (logout, "Sign out of this device"). Only the customer's own:
 * another customer's session id, an unknown one or one already ended changes nothing and gives false.
 */
export async function revokeCustomerSession({ customerId, sessionId, now = new Date() }: { customerId: string; sessionId: string; now?: Date }): Promise<boolean> {
  const { count } = await db.session.updateMany({ where: { id: sessionId, customerId, ...liveSessionWhere("customer", now) }, data: { revokedAt: now } });
  return count === 1;
}
