import { cartJSON } from "@/lib/json/cart";
import { MSG } from "@/lib/messages/shop";
import { ZCartQuoteBody } from "@/lib/schemas/cart";
import { privateOk } from "@/server/cart/private-answer";
import { quoteCart } from "@/server/cart/quote-cart";
import { readSyncBody, wantedLines } from "@/server/cart/read-sync-body";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// POST /api/cart/quote { state_cart, coupon_code? } → { UserCart }: a visitor's cart priced from the
// database, by the stored cart's rules, with its offers and the typed coupon's fate (issue 44).
// Public, and stores nothing.
export const POST = route({ auth: "public" }, async (request) => {
  const { state_cart, coupon_code } = await readSyncBody(request, ZCartQuoteBody);
  const { cart, offers } = await quoteCart({ lines: wantedLines(state_cart), coupon: coupon_code ?? null });
  return privateOk({ UserCart: cartJSON(cart, offers) }, MSG.pricesFetched);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
