import { connection } from "next/server";
import { ZReturnIdParams } from "@/lib/returns/return-schemas";
import { creditNotePdfResponse } from "@/server/credit-notes/credit-note-pdf-response";
import { getCreditNote } from "@/server/credit-notes/get-credit-note";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";

// GET /api/admin/returns/{id}/credit-note → the request's GST credit note as a PDF attachment
// (404 when it has none: only a refunded return has one).
export const GET = route({ auth: "admin", permission: "returns" }, async (_request, context: RouteContext<{ id: string }>) => {
  await connection();
  const { id } = await parseParams(context, ZReturnIdParams);
  return creditNotePdfResponse(await getCreditNote(id));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
