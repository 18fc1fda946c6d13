import type { Metadata } from "next";
import { CheckoutView } from "@/components/checkout/checkout-view";
import { ShopBanner } from "@/components/shop/shop-banner";
import { href } from "@/lib/links";
import { shopPageMetadata } from "@/lib/seo/shop-page-metadata";

export const metadata: Metadata = shopPageMetadata("checkout", href.checkout(), { index: false });

/**
 * Card checkout (back office §2 Checkout). The shell is static; the cart and the customer live in
 * the browser, so the form and the summary are a client island. Razorpay's script and the payment
 * code load only when the shopper presses Pay (src/components/checkout/pay-flow.ts).
 */
export default function CheckoutPage() {
  return (
    <>
      <ShopBanner
        title="Checkout"
        crumbs={[
          { label: "Home", href: href.home() },
          { label: "Cart", href: href.cart() },
          { label: "Checkout", href: href.checkout() },
        ]}
      />
      <div className="container" data-page="checkout">
        <CheckoutView />
      </div>
    </>
  );
}
