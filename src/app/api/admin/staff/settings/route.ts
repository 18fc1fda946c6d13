import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { ZStaffSettingsRequest } from "@/lib/schemas/admin-staff";
import { updateStaffSettings } from "@/server/admin/staff/staff-settings";
import { parseAccountBody } from "@/server/auth/parse-account-body";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";

// PUT /api/admin/staff/settings {twoFactorPolicy, managerRefundLimit (whole rupees)} → { settings }:
// the owner's choices, stored on SiteSettings (the limit in paise).
export const PUT = route({ auth: "admin", permission: "staff", stepUp: true }, async (request, _context, { admin }) => {
  const input = parseAccountBody(ZStaffSettingsRequest, await readJsonBody(request, { maxBytes: 1024 }), STAFF_MSG.policyInvalid);
  const { settings, changed } = await updateStaffSettings({ admin, input });
  return ok(
    { settings: { two_factor_policy: settings.twoFactorPolicy, manager_refund_limit: settings.managerRefundLimit } },
    changed ? STAFF_MSG.choicesSaved : STAFF_MSG.choicesUnchanged,
    { headers: { "Cache-Control": "no-store" } },
  );
});

export const { GET, POST, PATCH, DELETE, OPTIONS } = otherMethods({ PUT });
