import { cartJSON } from "@/lib/json/cart";
import { MSG } from "@/lib/messages/shop";
import { ZStateCartBody } from "@/lib/schemas/cart";
import { privateOk } from "@/server/cart/private-answer";
import { quoteCart } from "@/server/cart/quote-cart";
import { readSyncBody, wantedLines } from "@/server/cart/read-sync-body";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// POST /api/cart/quote { state_cart } → { UserCart }: a visitor's cart priced from the database, by
// the stored cart's rules. Public, and stores nothing.
export const POST = route({ auth: "public" }, async (request) => {
  const { state_cart } = await readSyncBody(request, ZStateCartBody);
  const cart = await quoteCart({ lines: wantedLines(state_cart) });
  return privateOk({ UserCart: cartJSON(cart) }, MSG.pricesFetched);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
