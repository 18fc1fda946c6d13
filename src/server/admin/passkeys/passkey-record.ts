import "server-only";
import type { PasskeyJSON } from "@/lib/schemas/admin-passkeys";
import { db } from "@/server/db";

const SELECT = { id: true, name: true, createdAt: true, lastUsedAt: true, backedUp: true } as const;

/** One passkey as the account page shows it (never its public key or counter). */
export function passkeyJSON(row: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null; backedUp: boolean }): PasskeyJSON {
  return { _id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null, synced: row.backedUp };
}

/** The admin's own passkeys, oldest first. */
export async function listPasskeys({ adminId }: { adminId: string }): Promise<PasskeyJSON[]> {
  const rows = await db.passkey.findMany({ where: { adminId }, select: SELECT, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(passkeyJSON);
}
