import { callApi } from "@/lib/api/client";
import type { DeliveryAnswer } from "@/lib/delivery/types";

// The storefront's delivery check from the browser: GET /api/delivery/check?pin=.

/** The delivery answer for a PIN; throws ApiError (the server's msg, or httpStatus 0 without an answer). */
export async function checkDelivery(pincode: string, signal?: AbortSignal): Promise<DeliveryAnswer> {
  const body = await callApi(`/api/delivery/check?pin=${encodeURIComponent(pincode)}`, { signal });
  return body.delivery as DeliveryAnswer;
}
