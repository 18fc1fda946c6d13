import "server-only";
import { type DeviceSession, listLiveSessions } from "@/server/auth/owner-sessions";

export type { DeviceSession };

/** The customer's live sessions (not revoked, idle or expired): this device first, then the most recently used. */
export function listCustomerSessions({ customerId, currentSessionId, now }: { customerId: string; currentSessionId: string; now?: Date }): Promise<DeviceSession[]> {
  return listLiveSessions({ kind: "customer", ownerId: customerId, currentSessionId, now });
}
