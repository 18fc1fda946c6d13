import { INQUIRY_MSG } from "@/lib/admin/people-messages";
import { ZInquiryStatusParams, changeInquiryStatus } from "@/server/admin/inquiries/change-inquiry-status";
import { adminInquiryJSON } from "@/server/admin/inquiries/inquiry-record";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";

// PATCH /api/inquiry/change-status/{id}/{true|false} (back office §7) → { inquiry }: true marks it
// read (acknowledged), false unread.
export const PATCH = route({ auth: "admin", permission: "inquiries" }, async (_request, context: RouteContext<{ id: string; status: string }>, { admin }) => {
  const { id, status } = await parseParams(context, ZInquiryStatusParams);
  const read = status === "true";
  const inquiry = await changeInquiryStatus({ admin, id, read });
  return ok({ inquiry: adminInquiryJSON(inquiry) }, read ? INQUIRY_MSG.markedRead : INQUIRY_MSG.markedUnread, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
