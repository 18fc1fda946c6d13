import "server-only";
import type { CartOffers } from "@/lib/json/cart";
import type { ServerCart, WantedCartLine } from "@/lib/types/cart";
import { findProducts } from "@/server/cart/cart-db";
import { priceCart } from "@/server/cart/cart-rules";
import { db } from "@/server/db";
import { cartOffers } from "@/server/offers/cart-offers";

/**
 * A visitor's cart priced from the database (POST /api/cart/quote): the same rules as a stored
 * cart (src/server/cart/cart-rules.ts), with the offers it gets and the fate of a typed coupon
 * (issue 44; a visitor is not known yet, so per-customer limits and "first order only" wait for the
 * order), and nothing is written: an anonymous page view writes nothing (QUALITY.md).
 */
export async function quoteCart({ lines, coupon = null, now }: { lines: readonly WantedCartLine[]; coupon?: string | null; now?: Date }): Promise<{ cart: ServerCart; offers: CartOffers }> {
  const products = await findProducts(
    db,
    lines.map((line) => line.productId),
  );
  const cart = priceCart(lines, products);
  return { cart, offers: await cartOffers(db, cart, { coupon, shopper: null, now }) };
}
