import { cartJSON } from "@/lib/json/cart";
import { MSG } from "@/lib/messages/shop";
import { ZStateCartBody } from "@/lib/schemas/cart";
import { mergeCart } from "@/server/cart/merge-cart";
import { privateOk } from "@/server/cart/private-answer";
import { readSyncBody, wantedLines } from "@/server/cart/read-sync-body";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, route } from "@/server/http/route";

// POST /api/cart/state-to-cart/{userId} { state_cart: JSON text of [{pId, qty, color}] } → { UserCart }:
// the browser's cart merged into the customer's stored one after login, stored and returned.
export const POST = route({ auth: "customer", ownUserId: "userId" }, async (request, _context: RouteContext<{ userId: string }>, { customer }) => {
  const { state_cart } = await readSyncBody(request, ZStateCartBody);
  const cart = await mergeCart({ customerId: customer.id, lines: wantedLines(state_cart) });
  return privateOk({ UserCart: cartJSON(cart) }, MSG.cartSaved);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
