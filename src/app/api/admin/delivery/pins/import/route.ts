import { DELIVERY_MSG } from "@/lib/admin/delivery-messages";
import { importPinRules } from "@/server/admin/delivery/import-pin-rules";
import { readPinUpload } from "@/server/admin/delivery/read-pin-upload";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// POST /api/admin/delivery/pins/import (issue 21; the path is ours): a PIN list, as a file in the
// multipart field "file" or as a text/csv body; columns pin and zone, a header line first, at most
// 20,000 lines and 1 MB. → 201 { imported, replaced }. All or nothing: any bad line is a 400
// { msg, errorCount, lineErrors: [{ line, msg }] } listing the first 20, and nothing is written.
export const POST = route({ auth: "admin", permission: "delivery" }, async (request, _context, { admin }) => {
  const upload = await readPinUpload(request);
  const result = await importPinRules({ admin, ...upload });
  if (!result.ok) {
    const { errorCount, lineErrors } = result;
    return Response.json({ status: 0, msg: DELIVERY_MSG.csvRejected(errorCount), errorCount, lineErrors }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  return ok({ imported: result.imported, replaced: result.replaced }, DELIVERY_MSG.csvImported(result.imported, result.replaced), {
    status: 201,
    headers: { "Cache-Control": "no-store" },
  });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
