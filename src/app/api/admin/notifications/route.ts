import { connection } from "next/server";
import { ZNotificationQuery, listNotifications } from "@/server/admin/notifications/list-notifications";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";

// GET /api/admin/notifications?page&limit&status → { notifications, counts, page, pages, total, via }:
// the WhatsApp order updates for /admin/notifications, newest first (issue 22; the path is ours).
export const GET = route({ auth: "admin", permission: "notifications" }, async (request) => {
  await connection();
  const result = await listNotifications(parseQuery(request, ZNotificationQuery));
  return ok({ ...result }, "Notifications fetched.", { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
