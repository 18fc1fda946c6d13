import { ApiError } from "@/lib/api/client";
import { checkDelivery } from "@/lib/api/delivery";
import { DELIVERY_MSG } from "@/lib/delivery/delivery-messages";
import type { DeliveryAnswer } from "@/lib/delivery/types";
import { deliveryStore } from "./delivery-store";

export type DeliveryResult = { ok: true; answer: DeliveryAnswer } | { ok: false; message: string };

/** Asks GET /api/delivery/check (checkDelivery) and remembers a good answer for the session; a refusal gives the server's words. */
export async function fetchDelivery(pincode: string, signal?: AbortSignal): Promise<DeliveryResult> {
  try {
    const answer = await checkDelivery(pincode, signal);
    deliveryStore.getState().remember(answer);
    return { ok: true, answer };
  } catch (error) {
    if (signal?.aborted) throw error;
    const message = error instanceof ApiError && error.msg && error.httpStatus < 500 ? error.msg : DELIVERY_MSG.checkFailed;
    return { ok: false, message };
  }
}

/** The PIN as typed, without spaces. */
export const compactPin = (value: string): string => value.replace(/\s+/g, "");
