import { NOTIFY_MSG } from "@/lib/notify/notify-messages";
import { ZNotificationIdParams } from "@/server/admin/notifications/list-notifications";
import { retryNotification } from "@/server/admin/notifications/retry-notification";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseParams, route } from "@/server/http/route";

// POST /api/admin/notifications/{id}/retry → { notification, sent, error }: the owner's "Retry now"
// (issue 22; the path is ours). 404 unknown, 409 already sent or being sent; audited.
export const POST = route({ auth: "admin", permission: "notifications" }, async (_request, context, { admin }) => {
  const { id } = await parseParams(context, ZNotificationIdParams);
  const result = await retryNotification({ admin, id });
  return ok({ ...result }, result.sent ? NOTIFY_MSG.retried : NOTIFY_MSG.retryFailed(result.error ?? "unknown error"), { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
