import { ApiError, callApi, envelopeMsg } from "@/lib/api/client";
import { downloadPdf } from "@/lib/api/orders";
import type { ReturnOptionsJSON, ReturnRequestJSON } from "@/lib/types/returns";

// The shopper's calls to /api/returns/* (issue 22). The order number and e-mail prove the order is
// theirs (the tracking page's pair); a signed-in owner of the order leaves the e-mail out.

export const RETURNS_API = {
  options: "/api/returns/options",
  create: "/api/returns",
  creditNote: "/api/returns/credit-note",
} as const;

/** How the shopper proves the order is theirs. */
export interface ReturnProof {
  orderNumber: string;
  email?: string;
}

const proofBody = ({ orderNumber, email }: ReturnProof) => (email ? { orderNumber, email } : { orderNumber });

/** POST /api/returns/options → what the order allows now, and its requests. */
export async function fetchReturnOptions(proof: ReturnProof, signal?: AbortSignal): Promise<ReturnOptionsJSON> {
  const envelope = await callApi(RETURNS_API.options, { method: "POST", body: proofBody(proof), signal });
  if (typeof envelope.options !== "object" || envelope.options === null) throw new ApiError("", 502);
  return envelope.options as ReturnOptionsJSON;
}

export interface NewReturn {
  kind: "return" | "exchange";
  reason: string;
  details: string;
  /** exchangeSizeId: an exchange for another size of the same piece (issue 42). */
  lines: { orderLineId: string; quantity: number; exchangeSizeId?: string }[];
  photos: File[];
  /** Cash on delivery: where the refund goes (refundTo upi|bank, upiId, ifsc, accountNumber). */
  payout?: { refundTo: string; upiId?: string; ifsc?: string; accountNumber?: string };
}

/** POST /api/returns (multipart: the fields, the pieces as JSON, up to 3 photos) → the new request. */
export async function sendReturnRequest(proof: ReturnProof, request: NewReturn): Promise<ReturnRequestJSON> {
  const form = new FormData();
  form.append("orderNumber", proof.orderNumber);
  if (proof.email) form.append("email", proof.email);
  form.append("kind", request.kind);
  form.append("reason", request.reason);
  form.append("details", request.details);
  form.append("lines", JSON.stringify(request.lines));
  for (const photo of request.photos) form.append("photos", photo, photo.name);
  for (const [name, value] of Object.entries(request.payout ?? {})) if (value) form.append(name, value);
  const envelope = await callApi(RETURNS_API.create, { method: "POST", body: form });
  if (typeof envelope.returnRequest === "object" && envelope.returnRequest !== null) return envelope.returnRequest as ReturnRequestJSON;
  throw new ApiError(envelopeMsg(envelope), 200);
}

/** The credit note of a refunded request, saved as a PDF. */
export function downloadReturnCreditNote(proof: ReturnProof, returnId: string, creditNoteNumber: string): Promise<void> {
  return downloadPdf(RETURNS_API.creditNote, { method: "POST", body: { ...proofBody(proof), returnId } }, `credit-note-${creditNoteNumber.replace(/[^\w.-]+/g, "-")}.pdf`);
}
