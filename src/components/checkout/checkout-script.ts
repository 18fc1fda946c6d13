// Razorpay Checkout's script, loaded on demand (back office §7: "the payment provider's checkout
// script is loaded on demand"): only after create-order answered, from the URL the server gave
// (Razorpay's, or the local stand-in's when the server runs the fake gateway). One <script>
// element for the page's life; a failed load is removed so that the next Pay tries again.

/** What Razorpay's handler receives after a successful payment. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The `payment.failed` event's payload (the part we read). */
export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string; metadata?: { order_id?: string; payment_id?: string } };
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  notes: Record<string, string>;
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  on(event: "payment.failed", listener: (response: RazorpayFailure) => void): void;
  open(): void;
  close?(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const SCRIPT_ATTRIBUTE = "data-checkout-script";

let loading: Promise<RazorpayConstructor> | null = null;

/** Loads Checkout's script once and resolves with `window.Razorpay`; rejects if it cannot load. */
export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.setAttribute(SCRIPT_ATTRIBUTE, "");
    script.addEventListener("load", () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else fail();
    });
    script.addEventListener("error", fail);
    document.head.append(script);

    function fail() {
      script.remove();
      loading = null;
      reject(new Error(`checkout script did not load: ${src}`));
    }
  });
  return loading;
}
