import { z } from "zod";
import { CART_MAX_LINES, QUANTITY_CHOICES, WISHLIST_MAX_ITEMS } from "@/lib/constants";
import { CUID } from "@/lib/schemas/query-values";

// Bodies and path params of the cart and wishlist sync API (contract: "Cart and wishlist"),
// shared by the route handlers and the browser code that sends them. The lists travel as JSON
// text inside the JSON body (`state_cart`, `state_wishlist`), as the old app sent them; they are
// parsed here so a bad list is a 400 with a clear msg, never a 500. Fields the schemas do not name
// (a price, a total, a customerId, a status) are dropped: the server prices everything itself.

const QTY_MAX = QUANTITY_CHOICES[QUANTITY_CHOICES.length - 1] ?? 1;

export const productId = z
  .string({ error: "must be a product id" })
  .max(30, { error: "must be a product id" })
  .regex(CUID, { error: "must be a product id" });

/** A colour id, or null / absent for none. Whether the product offers it is the server's check. */
const colorId = z.string({ error: "must be a colour id or null" }).max(120, { error: "must be a colour id or null" }).nullable();

/** A Size's id (issue 42), or null / absent for a piece without sizes. Whether the piece offers it is the server's check. */
export const sizeId = z
  .string({ error: "must be a size id or null" })
  .max(30, { error: "must be a size id or null" })
  .regex(CUID, { error: "must be a size id or null" })
  .nullable();

const wholeQty = (max?: number) => {
  const message = max === undefined ? "must be a whole number, 1 or more" : `must be a whole number from 1 to ${max}`;
  const base = z.number({ error: message }).int({ error: message }).min(1, { error: message });
  return max === undefined ? base : base.max(max, { error: message });
};

/** Parses JSON text to a value for the next schema; text that is not JSON is an issue, not an exception. */
function jsonText(what: string) {
  return z.string({ error: `must be the ${what} as JSON text` }).transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: `must be the ${what} as JSON text`, input: text });
      return z.NEVER;
    }
  });
}

/**
 * One line of the browser's cart ({pId, qty, color, size}; its total_price is ignored). A quantity above
 * 5 is capped by the merge like one above the stock; anything that is not a whole number ≥ 1 is refused.
 */
export const ZStateCartLine = z.object(
  { pId: productId, qty: wholeQty().optional(), color: colorId.optional(), size: sizeId.optional() },
  { error: "must be a cart line {pId, qty, color, size}" },
);
export type StateCartLine = z.infer<typeof ZStateCartLine>;

const cartList = z
  .array(ZStateCartLine, { error: "must be a list of cart lines" })
  .max(CART_MAX_LINES, { error: `must have at most ${CART_MAX_LINES} lines` });

/** POST /api/cart/state-to-cart/{userId} and /api/cart/quote: { state_cart: "[{\"pId\":…,\"qty\":…,\"color\":…}]" }. */
export const ZStateCartBody = z.object(
  { state_cart: jsonText("cart").pipe(cartList) },
  { error: "Send a JSON object with state_cart." },
);

/** POST /api/cart/quote: the cart and, optionally, the coupon code as typed (issue 44; "" for none). */
export const ZCartQuoteBody = ZStateCartBody.extend({
  coupon_code: z.string({ error: "coupon_code must be text" }).max(40, { error: "A coupon code has at most 40 characters." }).nullish(),
});

/** GET /api/cart/get-cart/{userId}?coupon=: the coupon code as typed (issue 44). */
export const ZCartCoupon = z.string().max(40, { error: "A coupon code has at most 40 characters." }).nullish();

/**
 * POST /api/cart/add-to-db/{userId}: { pId, qty?, color?, size? }. qty sets the line's quantity (the
 * cart page's select); size names the line of a piece sold by size (issue 42).
 */
export const ZAddToCartBody = z.object(
  { pId: productId, qty: wholeQty(QTY_MAX).optional(), color: colorId.optional(), size: sizeId.optional() },
  { error: "Send a JSON object with pId." },
);
export type AddToCartBody = z.infer<typeof ZAddToCartBody>;

const wishlistList = z
  .array(z.object({ pId: productId }, { error: "must be a wishlist item {pId}" }), { error: "must be a list of wishlist items" })
  .max(WISHLIST_MAX_ITEMS, { error: `must have at most ${WISHLIST_MAX_ITEMS} items` });

/** POST /api/wishlist/state-to-db/{userId} and /api/wishlist/quote: { state_wishlist: "[{\"pId\":…}]" }. */
export const ZStateWishlistBody = z.object(
  { state_wishlist: jsonText("wishlist").pipe(wishlistList) },
  { error: "Send a JSON object with state_wishlist." },
);

/** /{userId}/{productId} paths. The userId is route()'s to check (the session's own customer). */
export const ZProductPathParams = z.object({ productId });

/** DELETE /api/cart/delete-from-db-cart/{userId}/{productId}?size=: the line's size, absent for a piece without sizes. */
export const ZCartLineQuery = z.object({ size: sizeId.optional() });
