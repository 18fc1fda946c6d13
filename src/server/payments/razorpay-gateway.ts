import "server-only";
import Razorpay from "razorpay";
import { CURRENCY } from "@/lib/constants";
import type { PaymentGateway } from "./gateway-types";

// The real gateway: Razorpay's API through its Node SDK (orders, payment links, refunds).
// Razorpay rejects with a plain object ({ statusCode, error: { code, description } }); it is
// turned into an Error that says which call failed and why, for the server log.

export const RAZORPAY_CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

function gatewayError(call: string, reason: unknown): Error {
  if (reason instanceof Error) return new Error(`Razorpay ${call} failed: ${reason.message}`, { cause: reason });
  const detail = reason as { statusCode?: number; error?: { code?: string; description?: string } } | null;
  const text = [detail?.statusCode, detail?.error?.code, detail?.error?.description].filter(Boolean).join(" ");
  return new Error(`Razorpay ${call} failed${text ? `: ${text}` : ""}`, { cause: reason });
}

export function razorpayGateway(keyId: string, keySecret: string): PaymentGateway {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  return {
    name: "razorpay",
    keyId,
    checkoutScriptUrl: RAZORPAY_CHECKOUT_SCRIPT,

    async createOrder({ amountPaise, receipt, notes }) {
      const order = await client.orders.create({ amount: amountPaise, currency: CURRENCY, receipt, notes }).catch((e: unknown) => {
        throw gatewayError("orders.create", e);
      });
      return { id: order.id, amountPaise: Number(order.amount), currency: "INR" };
    },

    async createPaymentLink({ amountPaise, referenceId, description, customer, expireBy, callbackUrl, notes }) {
      const link = await client.paymentLink
        .create({
          amount: amountPaise,
          currency: CURRENCY,
          accept_partial: false,
          reference_id: referenceId,
          description,
          customer,
          notify: { sms: true, email: true },
          reminder_enable: true,
          expire_by: Math.floor(expireBy.getTime() / 1000),
          callback_url: callbackUrl,
          callback_method: "get",
          notes,
        })
        .catch((e: unknown) => {
          throw gatewayError("paymentLink.create", e);
        });
      return { id: link.id, shortUrl: link.short_url };
    },

    async refund({ razorpayPaymentId, amountPaise, notes }) {
      const refund = await client.payments.refund(razorpayPaymentId, { amount: amountPaise, speed: "normal", notes }).catch((e: unknown) => {
        throw gatewayError("payments.refund", e);
      });
      return { id: refund.id };
    },
  };
}
