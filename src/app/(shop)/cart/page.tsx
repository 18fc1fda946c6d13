import { Suspense } from "react";
import type { Metadata } from "next";
import { CartRecommendations, CartRecommendationsFallback } from "@/components/cart/cart-recommendations";
import { CartView } from "@/components/cart/cart-view";
import { ShopBanner } from "@/components/shop/shop-banner";
import { href } from "@/lib/links";
import { shopPageMetadata } from "@/lib/seo/shop-page-metadata";

export const metadata: Metadata = shopPageMetadata("cart", href.cart(), { index: false });

/**
 * The cart (storefront §2.10). The shell and the recommendations are static; the lines live in the
 * browser and are priced by the server there (src/components/cart/cart-view.tsx).
 */
export default function CartPage() {
  return (
    <>
      <ShopBanner
        title="Shopping Cart"
        crumbs={[
          { label: "Home", href: href.home() },
          { label: "Cart", href: href.cart() },
        ]}
      />
      <div className="container" data-page="cart">
        <CartView />
        <Suspense fallback={<CartRecommendationsFallback />}>
          <CartRecommendations />
        </Suspense>
      </div>
    </>
  );
}
