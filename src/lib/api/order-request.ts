import { callApi } from "@/lib/api/client";
import type { OrderStatus } from "@/lib/types/order";
import type { OrderRequestBody } from "@/lib/schemas/order-fields";

// The order request page's call to our API from the browser (back office §7 POST /order/create).

export const ORDER_CREATE_API = "/api/order/create";

/** The order as the answer names it (the spec's JSON: _id, totalAmount in rupees). */
export interface SubmittedOrder {
  _id: string;
  orderNumber: string;
  status: OrderStatus;
  totalAmount: number;
}

/** Sends an order request; resolves with the stored order, throws ApiError (src/lib/api/client.ts) on a refusal or no answer. */
export async function submitOrderRequest(body: OrderRequestBody & { coupon_code?: string }): Promise<SubmittedOrder> {
  const envelope = await callApi(ORDER_CREATE_API, { method: "POST", body });
  const order = envelope.order as Partial<SubmittedOrder> | undefined;
  return {
    _id: String(order?._id ?? ""),
    orderNumber: String(order?.orderNumber ?? ""),
    status: (order?.status ?? "draft") as OrderStatus,
    totalAmount: Number(order?.totalAmount ?? 0),
  };
}
