import "server-only";
import { MAX_IMAGE_BYTES } from "@/lib/constants";
import { type RefundPayout, readPayout } from "@/lib/returns/refund-payout";
import { RETURN_MSG } from "@/lib/returns/return-messages";
import { type ReturnFields, type ReturnLookup, ZReturnFields, ZReturnLookup } from "@/lib/returns/return-schemas";
import { MAX_RETURN_DETAILS, MAX_RETURN_PHOTOS } from "@/lib/types/returns";
import { stripMarkup } from "@/server/contact/strip-markup";
import { badRequest } from "@/server/errors";
import { type MultipartFile, field, filesOf, readMultipart } from "@/server/http/read-multipart";

export interface ReturnForm {
  lookup: ReturnLookup;
  fields: ReturnFields;
  /** Where a cash-on-delivery refund goes, when the form gave it (checked for shape here; required later for COD returns). */
  payout: RefundPayout | null;
  photos: MultipartFile[];
}

/**
 * POST /api/returns' multipart body: orderNumber, email?, kind, reason, details (markup stripped,
 * at most 1000 characters), lines (a JSON list) and 0–3 photos of at most 5 MB each (refused the
 * moment one passes the limit, as the back office's uploads are), and where a cash-on-delivery refund
 * goes (refundTo upi|bank, upiId, ifsc, accountNumber). Throws 400/413/415 AppErrors.
 */
export async function readReturnForm(request: Request): Promise<ReturnForm> {
  const body = await readMultipart(request, {
    files: { photos: { maxCount: MAX_RETURN_PHOTOS, maxBytes: MAX_IMAGE_BYTES, tooLarge: RETURN_MSG.photoTooLarge, tooMany: RETURN_MSG.photosTooMany } },
    maxFields: 20,
    maxFieldBytes: 64 * 1024,
  });
  const lookup = ZReturnLookup.safeParse({ orderNumber: field(body, "orderNumber") ?? "", email: field(body, "email") });
  if (!lookup.success) throw badRequest(lookup.error.issues[0]?.message ?? RETURN_MSG.notObject);

  const details = stripMarkup(field(body, "details") ?? "").trim();
  if (details.length > MAX_RETURN_DETAILS) throw badRequest(RETURN_MSG.detailsTooLong);
  const parsed = ZReturnFields.safeParse({ kind: field(body, "kind"), reason: field(body, "reason"), details, lines: parseLines(field(body, "lines")) });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? RETURN_MSG.linesInvalid);
  const payout = readPayout({ refundTo: field(body, "refundTo"), upiId: field(body, "upiId"), ifsc: field(body, "ifsc"), accountNumber: field(body, "accountNumber") });
  const payoutError = Object.values(payout.errors)[0];
  if (payoutError) throw badRequest(payoutError);
  return { lookup: lookup.data, fields: parsed.data, payout: payout.payout, photos: filesOf(body, "photos") };
}

/** The lines field's JSON; missing or empty is "no pieces", unreadable JSON a 400 of its own. */
function parseLines(text: string | undefined): unknown {
  if (text === undefined || text.trim() === "") return [];
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(RETURN_MSG.linesInvalid);
  }
}
