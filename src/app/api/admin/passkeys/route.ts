import { connection } from "next/server";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { listPasskeys } from "@/server/admin/passkeys/passkey-record";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// GET /api/admin/passkeys → { passkeys: [{ _id, name, createdAt, lastUsedAt, synced }] }: the
// signed-in staff member's own passkeys (issue 43 §2). Every role manages its own.
export const GET = route({ auth: "admin", permission: "dashboard", enrolment: true }, async (_request, _context, { admin }) => {
  await connection();
  return ok({ passkeys: await listPasskeys({ adminId: admin.id }) }, STAFF_MSG.passkeysFetched, { headers: { "Cache-Control": "private, no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
