// What every payment gateway offers the shop: the factory (gateway.ts) and its drivers
// (razorpay-gateway.ts, local-gateway.ts) all import it from here, so no driver imports its factory.

export interface GatewayOrder {
  id: string;
  amountPaise: number;
  currency: "INR";
}

export interface PaymentGateway {
  name: "razorpay" | "local";
  /** The public key id Checkout is opened with. */
  keyId: string;
  /** Checkout's script: Razorpay's, or the local stand-in (public/local-checkout/checkout.js). */
  checkoutScriptUrl: string;
  /** A gateway order for one checkout payment (amount in paise, currency INR). */
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** A payment link the customer opens (its short URL) to pay an existing order. */
  createPaymentLink(input: {
    amountPaise: number;
    referenceId: string;
    description: string;
    customer: { name: string; email: string; contact: string };
    expireBy: Date;
    callbackUrl: string;
    notes: Record<string, string>;
  }): Promise<{ id: string; shortUrl: string }>;
  /** Refunds (part of) a captured payment. */
  refund(input: { razorpayPaymentId: string; amountPaise: number; notes: Record<string, string> }): Promise<{ id: string }>;
}
