import { ApiError, adminJson } from "@/lib/api/admin/client";
import { envelopeMsg } from "@/lib/api/client";
import type { AdminOrderDetailJSON, AdminOrderJSON, AdminOrderListJSON, AdminOrderStatus, AdminOrderStatusFilter } from "@/lib/schemas/admin-order";

// The order pages' calls (back office §7: GET /api/order/all, PATCH /api/order/update-status/{id},
// POST /api/order/generate-payment-link/{id}; ours: GET/PATCH /api/admin/orders/{id}, PUT/DELETE
// /api/admin/orders/{id}/offer). Each throws ApiError: the server's msg, or "" with httpStatus 0
// when no answer came (a network failure).

export const ORDERS_API = {
  list: "/api/order/all",
  one: (id: string) => `/api/admin/orders/${encodeURIComponent(id)}`,
  status: (id: string) => `/api/order/update-status/${encodeURIComponent(id)}`,
  link: (id: string) => `/api/order/generate-payment-link/${encodeURIComponent(id)}`,
  offer: (id: string) => `/api/admin/orders/${encodeURIComponent(id)}/offer`,
} as const;

/** Every order query starts with this key: invalidating it refreshes the list, its stats and the detail. */
export const ORDERS_KEY = ["admin", "orders"] as const;
export const ORDERS_PAGE_SIZE = 20;

export type OrderSort = "createdAt" | "totalAmount";
export type PaymentMethod = "phonepe" | "paytm";
export interface OrderListQuery {
  q: string;
  status: AdminOrderStatusFilter | "";
  /** "cod": only cash-on-delivery orders. */
  method?: "cod" | "";
  sort: OrderSort;
  order: "asc" | "desc";
}

export const orderListKey = (query: OrderListQuery) => [...ORDERS_KEY, "list", query] as const;
export const orderKey = (id: string) => [...ORDERS_KEY, "one", id] as const;


/** One page of GET /api/order/all (server-side search, filter, sort and paging) with the stats. */
export async function fetchOrderPage(query: OrderListQuery, page: number, signal?: AbortSignal): Promise<AdminOrderListJSON> {
  const params = new URLSearchParams({ page: String(page), limit: String(ORDERS_PAGE_SIZE), sort: query.sort, order: query.order });
  if (query.q.trim()) params.set("q", query.q.trim());
  if (query.status) params.set("status", query.status);
  if (query.method) params.set("method", query.method);
  const envelope = await adminJson(`${ORDERS_API.list}?${params.toString()}`, { signal });
  if (!Array.isArray(envelope.orders) || typeof envelope.stats !== "object" || envelope.stats === null) throw new ApiError("", 500);
  return envelope as unknown as AdminOrderListJSON;
}

export async function fetchAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrderDetailJSON> {
  const envelope = await adminJson(ORDERS_API.one(id), { signal });
  if (typeof envelope.order !== "object" || envelope.order === null) throw new ApiError("", 404);
  return envelope.order as AdminOrderDetailJSON;
}

export interface StatusChange {
  status: AdminOrderStatus;
  courierName?: string;
  trackingNumber?: string;
  /** The history's note; required when rejecting a cash-on-delivery order (the reason). */
  note?: string;
}

/** PATCH /api/order/update-status/{id}; a refused move answers 409 with the reason. */
export async function updateOrderStatus(id: string, change: StatusChange): Promise<AdminOrderJSON | null> {
  const body: Record<string, string> = { status: change.status };
  if (change.courierName?.trim()) body.courierName = change.courierName.trim();
  if (change.trackingNumber?.trim()) body.trackingNumber = change.trackingNumber.trim();
  if (change.note?.trim()) body.note = change.note.trim();
  const envelope = await adminJson(ORDERS_API.status(id), { method: "PATCH", body });
  return typeof envelope.order === "object" && envelope.order !== null ? (envelope.order as AdminOrderJSON) : null;
}

/** POST /api/order/generate-payment-link/{id} → the link's URL and the server's msg. */
export async function generatePaymentLink(id: string, paymentMethod: PaymentMethod): Promise<{ url: string; msg: string }> {
  const envelope = await adminJson(ORDERS_API.link(id), { method: "POST", body: { paymentMethod } });
  const link = envelope.paymentLink as { url?: unknown } | undefined;
  return { url: typeof link?.url === "string" ? link.url : "", msg: envelopeMsg(envelope) };
}

/** PATCH /api/admin/orders/{id} { adminNotes } → the server's msg. */
export async function saveAdminNotes(id: string, adminNotes: string): Promise<string> {
  return envelopeMsg(await adminJson(ORDERS_API.one(id), { method: "PATCH", body: { adminNotes } }));
}

/** An order request's coupon code (issue 44) after a change: the order as it is now (null when the answer had none) and the server's msg. */
export interface OrderCouponAnswer {
  order: AdminOrderDetailJSON | null;
  msg: string;
}

const couponAnswer = (envelope: Record<string, unknown>): OrderCouponAnswer => ({
  order: envelope.order ? (envelope.order as AdminOrderDetailJSON) : null,
  msg: envelopeMsg(envelope),
});

/** PUT /api/admin/orders/{id}/offer { code }: applies the coupon code to an order request. */
export async function applyOrderCoupon(id: string, code: string): Promise<OrderCouponAnswer> {
  return couponAnswer(await adminJson(ORDERS_API.offer(id), { method: "PUT", body: { code } }));
}

/** DELETE /api/admin/orders/{id}/offer: removes the order request's coupon code. */
export async function removeOrderCoupon(id: string): Promise<OrderCouponAnswer> {
  return couponAnswer(await adminJson(ORDERS_API.offer(id), { method: "DELETE" }));
}

/**
 * What a failed order call shows (back office §8): the server's msg when it gave one (a 409's
 * reason), `failed` when it answered without one, `error` when no answer came at all.
 */
export function orderFailureText(error: unknown, failed: string, errorText: string): string {
  if (error instanceof ApiError) return error.msg || (error.httpStatus === 0 ? errorText : failed);
  return errorText;
}
