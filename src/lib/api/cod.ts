// Cash on delivery's call from the browser: POST /api/order/cod with the card checkout's body.
import { ApiError, callApi } from "@/lib/api/client";
import type { PlacedCodOrder } from "@/lib/types/order";
import type { PaymentOrderRequest } from "./checkout";

export const codPath = "/api/order/cod";

export type { PlacedCodOrder };

export async function placeCodOrder(body: PaymentOrderRequest): Promise<PlacedCodOrder> {
  const envelope = await callApi(codPath, { body });
  const data = envelope.data as Partial<PlacedCodOrder> | undefined;
  if (!data || typeof data.orderNumber !== "string" || typeof data.totalPaise !== "number" || typeof data.phone !== "string") throw new ApiError("", 200);
  return data as PlacedCodOrder;
}
