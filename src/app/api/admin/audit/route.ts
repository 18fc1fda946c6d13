import { connection } from "next/server";
import { ZAuditQuery, listAudit } from "@/server/admin/audit/list-audit";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { parseQuery, route } from "@/server/http/route";

// GET /api/admin/audit?page&limit&entity → { entries, page, pages, total }: the audit log for
// /admin/audit, newest first (issue 13; the path is ours). Read fresh per request.
export const GET = route({ auth: "admin", permission: "audit" }, async (request) => {
  await connection();
  const result = await listAudit(parseQuery(request, ZAuditQuery));
  return ok({ ...result }, "Audit log fetched.", { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
