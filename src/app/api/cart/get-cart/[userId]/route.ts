import { connection } from "next/server";
import { cartJSON } from "@/lib/json/cart";
import { MSG } from "@/lib/messages/shop";
import { getCart } from "@/server/cart/get-cart";
import { privateOk } from "@/server/cart/private-answer";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, route } from "@/server/http/route";

// GET /api/cart/get-cart/{userId} → { UserCart }, priced now. Reads only.
export const GET = route({ auth: "customer", ownUserId: "userId" }, async (_request, _context: RouteContext<{ userId: string }>, { customer }) => {
  await connection(); // per request, never prerendered
  const cart = await getCart({ customerId: customer.id });
  return privateOk({ UserCart: cartJSON(cart) }, MSG.cartFetched);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
