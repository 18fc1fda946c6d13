import type { Metadata } from "next";
import { ShopBanner } from "@/components/shop/shop-banner";
import { WishlistView } from "@/components/wishlist/wishlist-view";
import { MSG } from "@/lib/messages/shop";
import { href } from "@/lib/links";
import { shopPageMetadata } from "@/lib/seo/shop-page-metadata";

export const metadata: Metadata = shopPageMetadata("wishlist", href.wishlist(), { index: false });

/** 'My Wishlist' (storefront §2.11): a static shell; the saved products are read in the browser. */
export default function WishlistPage() {
  return (
    <>
      <ShopBanner
        title={MSG.myWishlist}
        crumbs={[
          { label: "Home", href: href.home() },
          { label: "Wishlist", href: href.wishlist() },
        ]}
      />
      <div className="container" data-page="wishlist">
        <WishlistView />
      </div>
    </>
  );
}
