import { cartJSON } from "@/lib/json/cart";
import { MSG } from "@/lib/messages/shop";
import { ZCartLineQuery, ZProductPathParams } from "@/lib/schemas/cart";
import { privateOk } from "@/server/cart/private-answer";
import { removeFromCart } from "@/server/cart/remove-from-cart";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, parseQuery, route } from "@/server/http/route";

// DELETE /api/cart/delete-from-db-cart/{userId}/{productId}[?size={sizeId}] → { UserCart } without
// that line: the piece in that size, or without ?size= its line without a size (issue 42).
export const DELETE = route(
  { auth: "customer", ownUserId: "userId" },
  async (request, context: RouteContext<{ userId: string; productId: string }>, { customer }) => {
    const { productId } = await parseParams(context, ZProductPathParams);
    const { size } = parseQuery(request, ZCartLineQuery);
    const cart = await removeFromCart({ customerId: customer.id, productId, sizeId: size ?? null });
    return privateOk({ UserCart: cartJSON(cart) }, MSG.removedFromCart);
  },
);

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
