import { CONTACT_MESSAGE_MSG } from "@/lib/admin/people-messages";
import { ZContactMessageStatusParams, changeContactMessageStatus } from "@/server/admin/messages/change-contact-message-status";
import { adminContactMessageJSON } from "@/server/admin/messages/contact-message-record";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";

// PATCH /api/admin/messages/{id}/status/{true|false} → { message }: true marks it read, false unread.
export const PATCH = route({ auth: "admin", permission: "messages" }, async (_request, context: RouteContext<{ id: string; status: string }>, { admin }) => {
  const { id, status } = await parseParams(context, ZContactMessageStatusParams);
  const read = status === "true";
  const message = await changeContactMessageStatus({ admin, id, read });
  return ok({ message: adminContactMessageJSON(message) }, read ? CONTACT_MESSAGE_MSG.markedRead : CONTACT_MESSAGE_MSG.markedUnread, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
