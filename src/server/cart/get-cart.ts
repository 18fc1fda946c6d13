import "server-only";
import type { CartOffers } from "@/lib/json/cart";
import type { ServerCart } from "@/lib/types/cart";
import { readCart } from "@/server/cart/read-cart";
import { db } from "@/server/db";
import { cartOffers } from "@/server/offers/cart-offers";

/**
 * The customer's server cart, priced from the database now (GET /api/cart/get-cart/{userId}), with
 * the offers it gets and the fate of a typed coupon (issue 44), judged for this customer (their
 * uses of a limited code, whether this is their first order). Reads only.
 */
export async function getCart({ customerId, coupon = null, now }: { customerId: string; coupon?: string | null; now?: Date }): Promise<{ cart: ServerCart; offers: CartOffers }> {
  const cart = await readCart(db, customerId);
  const customer = await db.customer.findUnique({ where: { id: customerId }, select: { email: true, phone: true } });
  const shopper = customer ? { customerId, email: customer.email, phone: customer.phone ?? "" } : null;
  return { cart, offers: await cartOffers(db, cart, { coupon, shopper, now }) };
}
