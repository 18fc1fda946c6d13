import { cartJSON } from "@/lib/json/cart";
import { MSG } from "@/lib/messages/shop";
import { ZAddToCartBody } from "@/lib/schemas/cart";
import { addToCart } from "@/server/cart/add-to-cart";
import { privateOk } from "@/server/cart/private-answer";
import { readSyncBody } from "@/server/cart/read-sync-body";
import { otherMethods } from "@/server/http/other-methods";
import { type RouteContext, route } from "@/server/http/route";

// POST /api/cart/add-to-db/{userId} { pId, qty?, color?, size? } → { UserCart }: adds the product (in
// that size), or sets its line's quantity and colour. A quantity over the stock is cut to it and the msg says so.
export const POST = route({ auth: "customer", ownUserId: "userId" }, async (request, _context: RouteContext<{ userId: string }>, { customer }) => {
  const { pId, qty, color, size } = await readSyncBody(request, ZAddToCartBody);
  const { cart, cappedTo } = await addToCart({ customerId: customer.id, productId: pId, qty, colorId: color, sizeId: size ?? null });
  return privateOk({ UserCart: cartJSON(cart) }, cappedTo === null ? MSG.addedToCartToast : MSG.purchaseOnly(cappedTo));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
