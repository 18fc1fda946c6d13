import { MSG } from "@/lib/messages/shop";
import { wishlistJSON } from "@/lib/json/wishlist";
import { ZStateWishlistBody } from "@/lib/schemas/cart";
import { privateOk } from "@/server/cart/private-answer";
import { readSyncBody } from "@/server/cart/read-sync-body";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";
import { quoteWishlist } from "@/server/wishlist/quote-wishlist";

// POST /api/wishlist/quote { state_wishlist } → { UserWishlist }: a visitor's wishlist with the
// products as they are now. Public, and stores nothing.
export const POST = route({ auth: "public" }, async (request) => {
  const { state_wishlist } = await readSyncBody(request, ZStateWishlistBody);
  const wishlist = await quoteWishlist({ productIds: state_wishlist.map((item) => item.pId) });
  return privateOk({ UserWishlist: wishlistJSON(wishlist) }, MSG.pricesFetched);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
