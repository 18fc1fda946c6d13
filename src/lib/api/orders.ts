import { ApiError, callApi } from "@/lib/api/client";
import type { TrackInput } from "@/lib/schemas/track";
import type { CustomerOrderJSON, TrackedOrderJSON } from "@/lib/types/order-json";

// The tracking page's and the account's calls to our order API from the browser: the look-up by
// number and e-mail, the signed-in customer's list, and the invoice downloads (PDF answers).

export const ORDER_API = {
  track: "/api/order/track",
  trackInvoice: "/api/order/track-invoice",
  mine: (page: number) => `/api/order/mine?page=${page}`,
  invoice: (orderId: string) => `/api/order/invoice/${encodeURIComponent(orderId)}`,
} as const;

/** POST /api/order/track: the order, or ApiError (404 for a wrong pair, 429, 400, or 0 without an answer). */
export async function trackOrder(input: TrackInput): Promise<TrackedOrderJSON> {
  const envelope = await callApi(ORDER_API.track, { method: "POST", body: input });
  return envelope.order as TrackedOrderJSON;
}

export interface CustomerOrdersPageJSON {
  orders: CustomerOrderJSON[];
  page: number;
  pages: number;
}

/** GET /api/order/mine?page=: one page of the signed-in customer's orders, newest first. */
export async function listMyOrders(page: number, signal?: AbortSignal): Promise<CustomerOrdersPageJSON> {
  const envelope = await callApi(ORDER_API.mine(page), { signal });
  return {
    orders: Array.isArray(envelope.orders) ? (envelope.orders as CustomerOrderJSON[]) : [],
    page: Number(envelope.page) || page,
    pages: Number(envelope.pages) || 1,
  };
}

/** The invoice of an order found on the tracking page (the same number and e-mail prove it is theirs). */
export function downloadTrackedInvoice(input: TrackInput): Promise<void> {
  return downloadPdf(ORDER_API.trackInvoice, { method: "POST", body: input }, `invoice-${input.orderNumber}.pdf`);
}

/** The invoice of one of the signed-in customer's orders. */
export function downloadInvoice(orderId: string, orderNumber: string): Promise<void> {
  return downloadPdf(ORDER_API.invoice(orderId), { method: "GET" }, `invoice-${orderNumber}.pdf`);
}

/**
 * Fetches a PDF and saves it: a blob behind an object URL, clicked as a download link, then
 * released. A refusal (JSON envelope) or no answer throws ApiError like callApi.
 */
export async function downloadPdf(path: string, init: { method: "GET" | "POST"; body?: unknown }, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method,
      credentials: "same-origin",
      cache: "no-store",
      headers: init.body === undefined ? { Accept: "application/pdf" } : { Accept: "application/pdf", "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError("", 0);
  }
  if (!response.ok || !(response.headers.get("content-type") ?? "").startsWith("application/pdf")) {
    const body: unknown = await response.json().catch(() => null);
    const msg = typeof body === "object" && body !== null && typeof (body as { msg?: unknown }).msg === "string" ? (body as { msg: string }).msg : "";
    throw new ApiError(msg, response.ok ? 502 : response.status);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileNameFrom(response.headers.get("content-disposition")) ?? fallbackName;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the blob is released.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** The file name of a Content-Disposition header (filename="..."), if it names a plain one. */
function fileNameFrom(header: string | null): string | null {
  const name = header ? /filename="?([^";]+)"?/i.exec(header)?.[1] : undefined;
  return name && /^[\w.-]+$/.test(name) ? name : null;
}
