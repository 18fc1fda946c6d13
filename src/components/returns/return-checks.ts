import { MAX_IMAGE_BYTES } from "@/lib/constants";
import { type PayoutInput, readPayout } from "@/lib/returns/refund-payout";
import { RETURN_MSG } from "@/lib/returns/return-messages";
import { formatRupees } from "@/lib/format";
import { RETURN_UI_MSG } from "@/lib/returns/ui-messages";
import { MAX_RETURN_DETAILS, MAX_RETURN_PHOTOS, type ReturnReason, type ReturnRequestJSON } from "@/lib/types/returns";

// The return form's own checks and a request's state in words: pure, so the unit tests read them
// (tests/unit/return-ui.test.ts). The server checks everything again.

export type ReturnField = "pieces" | "reason" | "details" | "refundTo" | "upiId" | "ifsc" | "accountNumber" | "photos";
export type ReturnFormErrors = Partial<Record<ReturnField, string>>;

/** The form's problems before anything is sent: no piece chosen, no reason, details too long or missing with Other. */
export function checkReturnForm(quantities: Record<string, number>, reason: ReturnReason | "", details: string): ReturnFormErrors {
  const errors: ReturnFormErrors = {};
  if (!Object.values(quantities).some((n) => n > 0)) errors.pieces = RETURN_UI_MSG.noPieces;
  if (!reason) errors.reason = RETURN_UI_MSG.reasonRequired;
  if (details.length > MAX_RETURN_DETAILS) errors.details = RETURN_UI_MSG.detailsTooLong(MAX_RETURN_DETAILS);
  else if (reason === "other" && !details.trim()) errors.details = RETURN_UI_MSG.detailsRequired;
  return errors;
}

/** A cash-on-delivery return's payout (issue 40): where the refund goes, chosen and well formed (the server's own checks). */
export function checkPayout(input: PayoutInput): ReturnFormErrors {
  if (!input.refundTo) return { refundTo: RETURN_MSG.payoutRequired };
  return readPayout(input).errors;
}

/** The first problem with adding `files` to the `chosen` count of photos, in the shopper's words, or null. */
export function photoProblem(chosen: number, files: readonly Pick<File, "name" | "type" | "size">[]): string | null {
  if (chosen + files.length > MAX_RETURN_PHOTOS) return RETURN_UI_MSG.tooManyPhotos(MAX_RETURN_PHOTOS);
  for (const file of files) {
    if (!file.type.startsWith("image/")) return RETURN_UI_MSG.notAnImage(file.name);
    if (file.size > MAX_IMAGE_BYTES) return RETURN_UI_MSG.tooBig(file.name);
  }
  return null;
}

/** The request's state in the shopper's words: "Rejected: …", "Refunded ₹x — credit note …", "Exchanged — replacement order …". */
export function statusLine(request: Pick<ReturnRequestJSON, "status" | "rejectionReason" | "refundPaise" | "creditNoteNumber" | "exchangeOrderNumber">): string {
  switch (request.status) {
    case "rejected":
      return RETURN_UI_MSG.rejectedBecause(request.rejectionReason ?? "");
    case "refunded": {
      const amount = formatRupees(request.refundPaise ?? 0);
      return request.creditNoteNumber ? RETURN_UI_MSG.refundedWith(amount, request.creditNoteNumber) : RETURN_UI_MSG.refunded(amount);
    }
    case "exchanged":
      return request.exchangeOrderNumber ? RETURN_UI_MSG.exchangedWith(request.exchangeOrderNumber) : RETURN_UI_MSG.statusLabels.exchanged;
    default:
      return RETURN_UI_MSG.statusLabels[request.status];
  }
}
