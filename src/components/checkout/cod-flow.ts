// Placing a cash-on-delivery order from /checkout: loaded with import() when the shopper presses
// Place order (like pay-flow.ts for the card). The cart empties once the order is placed.
import { removeFromCart } from "@/hooks/sync-actions";
import { ApiError } from "@/lib/api/client";
import { type PaymentItem, type PaymentMetadata } from "@/lib/api/checkout";
import { type PlacedCodOrder, placeCodOrder } from "@/lib/api/cod";
import { CURRENCY } from "@/lib/constants";
import { CHECKOUT_MSG } from "@/lib/messages/checkout";
import { type CheckoutForm, checkoutCustomer } from "@/lib/schemas/checkout";
import { isCouponRefusal } from "@/components/cart/cart-offers";
import { cartStore } from "@/stores/cart-store";

export type CodOutcome = { ok: true; placed: PlacedCodOrder } | { ok: false; message: string; conflict: boolean };

export async function placeCod({ form, whatsappOptIn = false, items, amountPaise }: { form: CheckoutForm; whatsappOptIn?: boolean; items: PaymentItem[]; amountPaise: number }): Promise<CodOutcome> {
  const coupon = cartStore.getState().coupon;
  const metadata: PaymentMetadata = { notes: form.notes, items, customer: checkoutCustomer(form, whatsappOptIn), ...(coupon ? { couponCode: coupon } : {}) };
  try {
    const placed = await placeCodOrder({ amount: amountPaise, currency: CURRENCY, receipt: `cod_${Date.now()}`, metadata });
    for (const line of cartStore.getState().data) removeFromCart(line);
    cartStore.getState().setCoupon(null);
    return { ok: true, placed };
  } catch (error) {
    if (error instanceof ApiError) {
      // The coupon refused at the order: its words under the coupon box too.
      if (error.msg && cartStore.getState().coupon && isCouponRefusal(error.msg)) cartStore.getState().setCouponMessage(error.msg);
      return { ok: false, message: error.msg || (error.httpStatus === 0 ? CHECKOUT_MSG.checkoutConnectionError : CHECKOUT_MSG.paymentFailed), conflict: error.httpStatus === 409 };
    }
    return { ok: false, message: CHECKOUT_MSG.checkoutConnectionError, conflict: false };
  }
}
