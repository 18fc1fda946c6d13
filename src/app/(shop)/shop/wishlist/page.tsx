import type { Metadata } from "next";
import { ShopBanner } from "@/components/shop/shop-banner";
import { WishlistView } from "@/components/wishlist/wishlist-view";
import { MSG } from "@/lib/messages";
import { href } from "@/lib/links";
import { pageMeta } from "@/lib/seo/page-meta";

const meta = pageMeta("wishlist");

export const metadata: Metadata = {
  title: meta.title,
  description: meta.description,
  keywords: meta.keywords,
  alternates: { canonical: href.wishlist() },
  // A shopper's own list: nothing for a search engine.
  robots: { index: false, follow: true },
};

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
