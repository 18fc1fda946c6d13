import { cartJSON } from "@/lib/json/cart";
import { MSG } from "@/lib/messages/shop";
import { ZProductPathParams } from "@/lib/schemas/cart";
import { privateOk } from "@/server/cart/private-answer";
import { removeFromCart } from "@/server/cart/remove-from-cart";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, parseParams, route } from "@/server/http/route";

// DELETE /api/cart/delete-from-db-cart/{userId}/{productId} → { UserCart } without that product.
export const DELETE = route(
  { auth: "customer", ownUserId: "userId" },
  async (_request, context: RouteContext<{ userId: string; productId: string }>, { customer }) => {
    const { productId } = await parseParams(context, ZProductPathParams);
    const cart = await removeFromCart({ customerId: customer.id, productId });
    return privateOk({ UserCart: cartJSON(cart) }, MSG.removedFromCart);
  },
);

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
