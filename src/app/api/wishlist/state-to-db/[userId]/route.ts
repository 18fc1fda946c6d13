import { MSG } from "@/lib/messages/shop";
import { wishlistJSON } from "@/lib/json/wishlist";
import { ZStateWishlistBody } from "@/lib/schemas/cart";
import { privateOk } from "@/server/cart/private-answer";
import { readSyncBody } from "@/server/cart/read-sync-body";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, route } from "@/server/http/route";
import { mergeWishlist } from "@/server/wishlist/merge-wishlist";

// POST /api/wishlist/state-to-db/{userId} { state_wishlist: JSON text of [{pId}] } → { UserWishlist }:
// the browser's wishlist merged into the stored one after login.
export const POST = route({ auth: "customer", ownUserId: "userId" }, async (request, _context: RouteContext<{ userId: string }>, { customer }) => {
  const { state_wishlist } = await readSyncBody(request, ZStateWishlistBody);
  const wishlist = await mergeWishlist({ customerId: customer.id, productIds: state_wishlist.map((item) => item.pId) });
  return privateOk({ UserWishlist: wishlistJSON(wishlist) }, MSG.wishlistSaved);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
