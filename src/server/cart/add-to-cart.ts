import "server-only";
import { CART_MAX_LINES } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import type { ServerCart } from "@/lib/types/cart";
import { SYNC_TRANSACTION, findProducts, lockCustomer } from "@/server/cart/cart-db";
import { allowedColorId, isListable, lineSize, maxLineQty } from "@/server/cart/cart-rules";
import { readCart } from "@/server/cart/read-cart";
import { db } from "@/server/db";
import { badRequest, conflict, notFound } from "@/server/errors";

export interface AddToCartInput {
  customerId: string;
  productId: string;
  /** The quantity wanted (1–5); absent: 1 for a new line, unchanged for an existing one. */
  qty?: number;
  /** A colour id, null for none; absent: none for a new line, unchanged for an existing one. */
  colorId?: string | null;
  /** The Size's id: required for a piece sold by size, refused for one without (issue 42). */
  sizeId?: string | null;
}

export interface AddedToCart {
  cart: ServerCart;
  /** The stock, when the quantity asked for was more than it and was cut down to it; else null. */
  cappedTo: number | null;
}

/**
 * Adds a product to the customer's cart, or sets the quantity and colour of its line (POST
 * /api/cart/add-to-db/{userId}; the cart page's quantity select uses it too). Throws: 404 for an
 * unknown or inactive product, 409 when it is out of stock or the cart is full, 400 'Please
 * select a color.' for a colour the product does not offer, 400 'Please select a size.' for a
 * piece sold by size without one, 400 for a size the piece does not offer or a size on a piece
 * without sizes. A quantity over the stock (the size's) is cut to it. One transaction under the
 * customer's row lock; the line is an upsert on (customerId, productId, sizeId).
 */
export async function addToCart({ customerId, productId, qty, colorId, sizeId = null }: AddToCartInput): Promise<AddedToCart> {
  return db.$transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const product = (await findProducts(tx, [productId])).get(productId);
    if (!isListable(product)) throw notFound(MSG.productNotFound);
    const fit = lineSize(sizeId, product);
    if (fit === null) {
      if (product.sizes.length === 0) throw badRequest(MSG.notSoldBySize);
      throw badRequest(sizeId === null ? MSG.selectSize : MSG.sizeNotOffered);
    }
    const max = maxLineQty(product, fit.size);
    if (max === 0) throw conflict(MSG.itemOutOfStock);
    if (colorId != null && allowedColorId(colorId, product) === null) throw badRequest(MSG.selectColor);

    const existing = await tx.cartItem.findFirst({
      where: { customerId, productId, sizeId },
      select: { id: true, qty: true, colorId: true },
    });
    if (!existing) {
      const lines = await tx.cartItem.count({ where: { customerId, product: { active: true } } });
      if (lines >= CART_MAX_LINES) throw conflict(MSG.cartFull(CART_MAX_LINES));
    }
    const wanted = qty ?? existing?.qty ?? 1;
    const nextQty = Math.min(wanted, max);
    const nextColorId = colorId !== undefined ? colorId : existing ? allowedColorId(existing.colorId, product) : null;
    // Under the customer's lock, so a find then a write cannot race another request of theirs.
    if (existing) await tx.cartItem.update({ where: { id: existing.id }, data: { qty: nextQty, colorId: nextColorId } });
    else await tx.cartItem.create({ data: { customerId, productId, sizeId, qty: nextQty, colorId: nextColorId } });
    return { cart: await readCart(tx, customerId), cappedTo: wanted > max ? max : null };
  }, SYNC_TRANSACTION);
}
