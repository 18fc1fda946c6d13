import { connection } from "next/server";
import { STAFF_MSG } from "@/lib/admin/staff-messages";
import { pendingInviteJSON, staffMemberJSON } from "@/server/admin/staff/staff-json";
import { listStaff } from "@/server/admin/staff/staff-records";
import { readStaffSettings } from "@/server/admin/staff/staff-settings";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// GET /api/admin/staff → { staff, invites, settings } (issue 43; the path is ours): every member
// (active first), the invitations waiting, and the owner's choices (two-factor policy, the manager's
// refund limit in rupees). Reading needs no step-up; every change does.
export const GET = route({ auth: "admin", permission: "staff" }, async (_request, _context, { admin }) => {
  await connection();
  const [{ members, invites }, settings] = await Promise.all([listStaff(), readStaffSettings()]);
  return ok(
    { staff: members.map(staffMemberJSON), invites: invites.map((invite) => pendingInviteJSON(invite)), settings: { two_factor_policy: settings.twoFactorPolicy, manager_refund_limit: settings.managerRefundLimit }, me: admin.id },
    STAFF_MSG.staffFetched,
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
