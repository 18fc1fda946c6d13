import { connection } from "next/server";
import { DASHBOARD_MSG } from "@/lib/admin/dashboard-messages";
import { env } from "@/env";
import { refusesDemoPassword } from "@/server/admin/auth/admin-auth-rules";
import { loadDashboard } from "@/server/admin/dashboard/load-dashboard";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// GET /api/admin/dashboard → { counts, system, categories, recentUsers, inquiries, notifications,
// sales, waiting, lowStock, unread, role, secondFactorOptional }: the back office's first page, read
// fresh per request, with only the parts the admin's role may see (the others null).
export const GET = route({ auth: "admin", permission: "dashboard" }, async (_request, _context, { admin }) => {
  await connection();
  const dashboard = await loadDashboard({ role: admin.role, local: !refusesDemoPassword(env) });
  return ok({ ...dashboard }, DASHBOARD_MSG.loaded, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
