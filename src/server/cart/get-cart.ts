import "server-only";
import type { ServerCart } from "@/lib/types/cart";
import { readCart } from "@/server/cart/read-cart";
import { db } from "@/server/db";

/** The customer's server cart, priced from the database now (GET /api/cart/get-cart/{userId}). */
export function getCart({ customerId }: { customerId: string }): Promise<ServerCart> {
  return readCart(db, customerId);
}
