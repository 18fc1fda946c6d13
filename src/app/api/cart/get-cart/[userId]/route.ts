import { connection } from "next/server";
import { cartJSON } from "@/lib/json/cart";
import { MSG } from "@/lib/messages/shop";
import { ZCartCoupon } from "@/lib/schemas/cart";
import { getCart } from "@/server/cart/get-cart";
import { badRequest } from "@/server/errors";
import { privateOk } from "@/server/cart/private-answer";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, route } from "@/server/http/route";

// GET /api/cart/get-cart/{userId}?coupon= → { UserCart }, priced now, with its offers and the typed
// coupon's fate for this customer (issue 44). Reads only.
export const GET = route({ auth: "customer", ownUserId: "userId" }, async (request, _context: RouteContext<{ userId: string }>, { customer }) => {
  await connection(); // per request, never prerendered
  const coupon = ZCartCoupon.safeParse(new URL(request.url).searchParams.get("coupon"));
  if (!coupon.success) throw badRequest(coupon.error.issues[0]?.message ?? "Invalid coupon.");
  const { cart, offers } = await getCart({ customerId: customer.id, coupon: coupon.data ?? null });
  return privateOk({ UserCart: cartJSON(cart, offers) }, MSG.cartFetched);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
