import { connection } from "next/server";
import { SETTINGS_MSG } from "@/lib/admin/settings-messages";
import { readAdminSettings } from "@/server/admin/settings/settings-record";
import { parseSettings, updateSettings } from "@/server/admin/settings/update-settings";
import { db } from "@/server/db";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// The shop's settings for /admin/settings (issue 13; the path is ours).

// GET /api/admin/settings → { settings }: the form's fields and the GST rate (shown, not edited here).
export const GET = route({ auth: "admin", permission: "settings" }, async () => {
  await connection();
  const settings = await readAdminSettings(db);
  return ok({ settings }, SETTINGS_MSG.fetched, { headers: { "Cache-Control": "no-store" } });
});

// PUT /api/admin/settings, JSON: every field of the form → { settings }. Keys the form does not show
// (id, gstRateBps, updatedAt...) are ignored.
export const PUT = route({ auth: "admin", permission: "settings" }, async (request, _context, { admin }) => {
  const fields = parseSettings(await readJsonBody(request, { maxBytes: 16 * 1024 }));
  const { settings, changed } = await updateSettings({ admin, fields });
  return ok({ settings }, changed ? SETTINGS_MSG.updated : SETTINGS_MSG.unchanged, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
