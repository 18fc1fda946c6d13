import { z } from "zod";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { ZRenamePasskeyRequest } from "@/lib/schemas/admin-passkeys";
import { PASSKEY_MAX_BODY_BYTES } from "@/server/admin/passkeys/passkey-rules";
import { removePasskey } from "@/server/admin/passkeys/remove-passkey";
import { renamePasskey } from "@/server/admin/passkeys/rename-passkey";
import { parseAccountBody } from "@/server/auth/parse-account-body";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { type RouteContext, parseParams, route } from "@/server/http/route";

const ZParams = z.object({ id: z.string().min(1).max(1024) });

// PATCH /api/admin/passkeys/{id} { name } → { passkey }: renames one of your own passkeys (1–60
// characters). Another admin's passkey is a 404, as an unknown one.
export const PATCH = route({ auth: "admin", permission: "dashboard" }, async (request, context: RouteContext<{ id: string }>, { admin }) => {
  const { id } = await parseParams(context, ZParams);
  const { name } = parseAccountBody(ZRenamePasskeyRequest, await readJsonBody(request, { maxBytes: PASSKEY_MAX_BODY_BYTES }), STAFF_MSG.passkeyNameRequired);
  const passkey = await renamePasskey({ adminId: admin.id, id, name });
  return ok({ passkey }, STAFF_MSG.passkeyRenamed, { headers: { "Cache-Control": "no-store" } });
});

// DELETE /api/admin/passkeys/{id} → {}: removes one of your own passkeys; asks for a fresh second
// factor (step-up: 403 with X-Step-Up: required after 10 minutes). Another admin's passkey is a 404.
export const DELETE = route({ auth: "admin", permission: "dashboard", stepUp: true }, async (_request, context: RouteContext<{ id: string }>, { admin }) => {
  const { id } = await parseParams(context, ZParams);
  await removePasskey({ admin, id });
  return ok({}, STAFF_MSG.passkeyRemoved, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, OPTIONS } = otherMethods({ PATCH, DELETE });
