import "server-only";
import { revokeLiveSession } from "@/server/auth/owner-sessions";

/**
 * Ends one live session of a customer (logout, "Sign out of this device"). Only the customer's own:
 * another customer's session id, an unknown one or one already ended changes nothing and gives false.
 */
export function revokeCustomerSession({ customerId, sessionId, now }: { customerId: string; sessionId: string; now?: Date }): Promise<boolean> {
  return revokeLiveSession({ kind: "customer", ownerId: customerId, sessionId, now });
}
