import { MSG } from "@/lib/messages/shop";
import { wishlistJSON } from "@/lib/json/wishlist";
import { ZProductPathParams } from "@/lib/schemas/cart";
import { privateOk } from "@/server/cart/private-answer";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";
import { removeFromWishlist } from "@/server/wishlist/remove-from-wishlist";

// DELETE /api/wishlist/delete-from-db-wishlist/{userId}/{productId} → { UserWishlist } without it.
export const DELETE = route(
  { auth: "customer", ownUserId: "userId" },
  async (_request, context: RouteContext<{ userId: string; productId: string }>, { customer }) => {
    const { productId } = await parseParams(context, ZProductPathParams);
    const wishlist = await removeFromWishlist({ customerId: customer.id, productId });
    return privateOk({ UserWishlist: wishlistJSON(wishlist) }, MSG.removedFromWishlist);
  },
);

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
