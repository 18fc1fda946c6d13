import "server-only";
import type { PasskeyJSON } from "@/lib/schemas/admin-passkeys";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { db } from "@/server/db";
import { notFound } from "@/server/errors";
import { passkeyJSON } from "./passkey-record";

/** Renames one of the admin's own passkeys; another admin's (or an unknown) id is a 404. */
export async function renamePasskey({ adminId, id, name }: { adminId: string; id: string; name: string }): Promise<PasskeyJSON> {
  const [row] = await db.passkey.updateManyAndReturn({ where: { id, adminId }, data: { name } });
  if (!row) throw notFound(STAFF_MSG.passkeyNotFound);
  return passkeyJSON(row);
}
