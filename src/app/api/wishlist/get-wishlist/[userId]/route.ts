import { connection } from "next/server";
import { MSG } from "@/lib/messages/shop";
import { wishlistJSON } from "@/lib/json/wishlist";
import { privateOk } from "@/server/cart/private-answer";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, route } from "@/server/http/route";
import { getWishlist } from "@/server/wishlist/get-wishlist";

// GET /api/wishlist/get-wishlist/{userId} → { UserWishlist }. Reads only.
export const GET = route({ auth: "customer", ownUserId: "userId" }, async (_request, _context: RouteContext<{ userId: string }>, { customer }) => {
  await connection(); // per request, never prerendered
  const wishlist = await getWishlist({ customerId: customer.id });
  return privateOk({ UserWishlist: wishlistJSON(wishlist) }, MSG.wishlistFetched);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
