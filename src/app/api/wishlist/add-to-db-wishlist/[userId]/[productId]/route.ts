import { MSG } from "@/lib/messages/shop";
import { wishlistJSON } from "@/lib/json/wishlist";
import { ZProductPathParams } from "@/lib/schemas/cart";
import { privateOk } from "@/server/cart/private-answer";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";
import { addToWishlist } from "@/server/wishlist/add-to-wishlist";

// POST /api/wishlist/add-to-db-wishlist/{userId}/{productId} → { UserWishlist }. No body is read.
export const POST = route(
  { auth: "customer", ownUserId: "userId" },
  async (_request, context: RouteContext<{ userId: string; productId: string }>, { customer }) => {
    const { productId } = await parseParams(context, ZProductPathParams);
    const wishlist = await addToWishlist({ customerId: customer.id, productId });
    return privateOk({ UserWishlist: wishlistJSON(wishlist) }, MSG.addedToWishlist);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
