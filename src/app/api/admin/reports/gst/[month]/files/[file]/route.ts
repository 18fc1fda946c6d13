import { connection } from "next/server";
import { ZGstFileParams } from "@/lib/schemas/gst-report";
import { notFound } from "@/server/errors";
import { otherMethods } from "@/server/http/other-methods";
import { parseParams, route } from "@/server/http/route";
import { gstReturnOf } from "@/server/reports/gstr1/filed-months";
import { GST_FILES } from "@/server/reports/gstr1/offline-tool-csv";
import { gstFile, isGstFileKey } from "@/server/reports/gstr1/gst-file";

// GET /api/admin/reports/gst/{YYYY-MM}/files/{file} → the file, as an attachment: b2cs, b2cl, cdnur,
// hsn-b2c, docs (the offline tool's CSV templates), credit-notes (every note of the month) or json
// (the portal's GSTR-1 JSON). A filed month's files come from its stored figures.
export const GET = route({ auth: "admin", permission: "reports" }, async (_request, context) => {
  await connection();
  const { month, file } = await parseParams(context, ZGstFileParams);
  if (!isGstFileKey(file)) throw notFound(`There is no file "${file}". The files are: ${Object.keys(GST_FILES).join(", ")}.`);
  const { figures } = await gstReturnOf(month);
  const { body, contentType, filename } = gstFile(figures, file);
  return new Response(body, {
    headers: { "Content-Type": contentType, "Content-Disposition": `attachment; filename="${filename.replace(/[()]/g, "")}"; filename*=UTF-8''${encodeURIComponent(filename)}`, "Cache-Control": "no-store" },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
