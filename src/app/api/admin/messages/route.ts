import { connection } from "next/server";
import { CONTACT_MESSAGE_MSG } from "@/lib/admin/people-messages";
import { ZReadListQuery } from "@/server/admin/inquiries/read-filter";
import { adminContactMessageJSON } from "@/server/admin/messages/contact-message-record";
import { listContactMessages } from "@/server/admin/messages/list-contact-messages";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";

// GET /api/admin/messages?page=&limit=&q=&filter=all|unread|read&sort=date|name&order=asc|desc
// → { messages, total, page, pages, limit, counts: { all, unread, read } }: the contact form's
// messages, admin-only, read fresh per request.
export const GET = route({ auth: "admin", permission: "messages" }, async (request) => {
  await connection();
  const { rows, ...paging } = await listContactMessages(parseQuery(request, ZReadListQuery));
  return ok({ messages: rows.map(adminContactMessageJSON), ...paging }, CONTACT_MESSAGE_MSG.listed, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
