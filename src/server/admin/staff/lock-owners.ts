import "server-only";
import type { DbClient } from "@/server/orders/db-client";

/**
 * Locks the rows of every active owner (FOR UPDATE) inside the caller's transaction and returns
 * their ids. Two owners demoting or deactivating each other at once queue here; the second one, once
 * the first commits, reads the owners again (PostgreSQL re-checks a locked row's WHERE against its
 * new version), finds one owner left and is refused: the shop always keeps an active owner.
 */
export async function lockActiveOwners(tx: DbClient): Promise<string[]> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Admin" WHERE "role" = 'owner'::"StaffRole" AND "active" = true ORDER BY "id" FOR UPDATE`;
  return rows.map((row) => row.id);
}
