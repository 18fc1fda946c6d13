import { connection } from "next/server";
import { INQUIRY_MSG } from "@/lib/admin/people-messages";
import { adminInquiryJSON } from "@/server/admin/inquiries/inquiry-record";
import { listAdminInquiries } from "@/server/admin/inquiries/list-admin-inquiries";
import { ZReadListQuery } from "@/server/admin/inquiries/read-filter";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";

// GET /api/admin/inquiries?page=&limit=&q=&filter=all|unread|acknowledged&sort=date|name&order=asc|desc
// → { inquiries, total, page, pages, limit, counts: { all, unread, acknowledged } }. Admin-only
// (the old app loaded every inquiry on every storefront page); read fresh per request.
export const GET = route({ auth: "admin", permission: "inquiries" }, async (request) => {
  await connection();
  const { rows, ...paging } = await listAdminInquiries(parseQuery(request, ZReadListQuery));
  return ok({ inquiries: rows.map(adminInquiryJSON), ...paging }, INQUIRY_MSG.listed, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
