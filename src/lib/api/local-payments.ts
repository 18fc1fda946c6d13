// The local payment-link page's call (/pay/{linkId}, the local fake gateway's stand-in for
// Razorpay's hosted page): POST /api/payments/local/pay-link.
import { ApiError, callApi } from "@/lib/api/client";

export type LocalLinkAnswer = { outcome: "success"; redirectUrl: string } | { outcome: "failure"; description: string };

export async function payLocalLink(linkId: string, outcome: "success" | "failure"): Promise<LocalLinkAnswer> {
  const envelope = await callApi("/api/payments/local/pay-link", { body: { linkId, outcome } });
  const data = envelope.data as Record<string, unknown> | undefined;
  if (data?.outcome === "success" && typeof data.redirectUrl === "string" && data.redirectUrl.startsWith("/")) {
    return { outcome: "success", redirectUrl: data.redirectUrl };
  }
  if (data?.outcome === "failure" && typeof data.description === "string") return { outcome: "failure", description: data.description };
  throw new ApiError("", 200);
}
