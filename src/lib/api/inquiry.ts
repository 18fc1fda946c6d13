import { callApi, envelopeMsg } from "@/lib/api/client";
import type { InquiryInput } from "@/lib/schemas/inquiry-fields";

// The inquiry form's call to our API from the browser (back office §7 POST /inquiry/send-inquiry).

export const INQUIRY_API = "/api/inquiry/send-inquiry";

/** Sends an inquiry; resolves with the server's msg, throws ApiError (src/lib/api/client.ts) on a refusal or no answer. */
export async function sendInquiry(inquiry: InquiryInput): Promise<string> {
  const envelope = await callApi(INQUIRY_API, { method: "POST", body: inquiry });
  return envelopeMsg(envelope);
}
