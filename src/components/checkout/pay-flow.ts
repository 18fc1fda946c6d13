// The card payment, in the spec's order (back office §7 Checkout): create-order → Razorpay's window
// → verify. Loaded with import() when the shopper presses Pay, with the API calls and the script
// loader, so /checkout's first JavaScript carries none of it. It reports each outcome to the page
// (back office §4 'Payment status': processing → success | error | cancelled).
import { removeFromCart } from "@/hooks/sync-actions";
import { ApiError } from "@/lib/api/client";
import { type PaymentItem, type PaymentMetadata, createPaymentOrder, verifyPayment } from "@/lib/api/checkout";
import { CURRENCY, SHOP } from "@/lib/constants";
import { CHECKOUT_MSG } from "@/lib/messages/checkout";
import { type CheckoutForm, checkoutCustomer } from "@/lib/schemas/checkout";
import { isCouponRefusal } from "@/components/cart/cart-offers";
import { cartStore } from "@/stores/cart-store";
import { type RazorpayFailure, type RazorpaySuccess, loadCheckoutScript } from "./checkout-script";

/** Where the payment in progress is kept (back office §4): removed after a verified payment. */
export const PENDING_PAYMENT_KEY = "pendingPayment";

/** Razorpay's window in the shop's accent colour (--c-accent). */
const THEME_COLOR = "#1f4d6b";

export type PayUpdate =
  | { status: "success"; orderNumber: string; paymentId: string }
  | { status: "error"; message: string; conflict: boolean }
  | { status: "cancelled" };

export interface PayRequest {
  form: CheckoutForm;
  /** "Send me order updates on WhatsApp" was ticked. */
  whatsappOptIn?: boolean;
  items: PaymentItem[];
  /** Paise, as the page showed it (the server computes its own). */
  amountPaise: number;
}

function failure(error: unknown): PayUpdate {
  if (error instanceof ApiError) {
    const message = error.msg || (error.httpStatus === 0 ? CHECKOUT_MSG.checkoutConnectionError : CHECKOUT_MSG.paymentFailed);
    // The coupon refused at the order (used up meanwhile, first order only…): its words under the coupon box too.
    if (cartStore.getState().coupon && isCouponRefusal(message)) cartStore.getState().setCouponMessage(message);
    return { status: "error", message, conflict: error.httpStatus === 409 };
  }
  return { status: "error", message: CHECKOUT_MSG.paymentFailed, conflict: false };
}

function remember(value: unknown): void {
  try {
    window.sessionStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(value));
  } catch {
    // Storage blocked (private mode): the payment works without it.
  }
}

function forget(): void {
  try {
    window.sessionStorage.removeItem(PENDING_PAYMENT_KEY);
  } catch {
    // As above.
  }
}

/** After a verified payment: the whole cart goes, on the server too for a customer (through the sync, as every cart change), and its coupon. */
function emptyCart(): void {
  for (const line of cartStore.getState().data) removeFromCart(line);
  cartStore.getState().setCoupon(null);
}

/**
 * Runs one payment and calls `report` with its outcome. After a provider failure Razorpay keeps its
 * window open for another try, so a later success still counts; closing the window after a failure
 * leaves the failure shown. Resolves when the window is open (or the attempt has failed before it).
 */
export async function pay({ form, whatsappOptIn = false, items, amountPaise }: PayRequest, report: (update: PayUpdate) => void): Promise<void> {
  const coupon = cartStore.getState().coupon;
  const metadata: PaymentMetadata = { notes: form.notes, items, customer: checkoutCustomer(form, whatsappOptIn), ...(coupon ? { couponCode: coupon } : {}) };
  let order;
  try {
    order = await createPaymentOrder({ amount: amountPaise, currency: CURRENCY, receipt: `rcpt_${Date.now()}`, metadata });
  } catch (error) {
    return report(failure(error));
  }
  remember({ orderId: order.orderId, orderNumber: order.orderNumber, razorpayOrderId: order.razorpayOrderId, metadata });

  let Razorpay;
  try {
    Razorpay = await loadCheckoutScript(order.checkoutScriptUrl);
  } catch {
    return report({ status: "error", message: CHECKOUT_MSG.checkoutWindowFailed, conflict: false });
  }

  let failed = false;
  let settling = false;
  const checkout = new Razorpay({
    key: order.keyId,
    amount: order.amount,
    currency: order.currency,
    order_id: order.razorpayOrderId,
    name: SHOP.name,
    description: `Order ${order.orderNumber}`,
    prefill: { name: form.name, email: form.email, contact: form.contact },
    notes: { order_number: order.orderNumber },
    theme: { color: THEME_COLOR },
    handler: (response: RazorpaySuccess) => {
      settling = true;
      void verifyPayment({
        orderId: order.orderId,
        razorpayOrderId: response.razorpay_order_id,
        razorpayPaymentId: response.razorpay_payment_id,
        razorpaySignature: response.razorpay_signature,
        metadata,
      }).then(
        (verified) => {
          forget();
          emptyCart();
          report({ status: "success", orderNumber: verified.order.orderNumber, paymentId: verified.transaction.razorpayPaymentId });
        },
        (error: unknown) => report(failure(error)),
      );
    },
    modal: {
      ondismiss: () => {
        if (!settling && !failed) report({ status: "cancelled" });
      },
    },
  });
  checkout.on("payment.failed", (response: RazorpayFailure) => {
    failed = true;
    report({ status: "error", message: response.error?.description || CHECKOUT_MSG.paymentFailed, conflict: false });
  });
  checkout.open();
}
