// The server's wishlist (contract: UserWishlist) as the browser reads it.
import type { UserWishlistJSON } from "@/lib/json/wishlist";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import type { WishItem } from "@/lib/types/local-cart";

export type { UserWishlistJSON } from "@/lib/json/wishlist";

/** The `UserWishlist` of a success envelope; an answer without one is treated as a failed call. */
export function readUserWishlist(envelope: Record<string, unknown>): UserWishlistJSON | null {
  const wishlist = envelope.UserWishlist;
  if (typeof wishlist !== "object" || wishlist === null) return null;
  const list = (wishlist as { product_id?: unknown }).product_id;
  if (!Array.isArray(list)) return null;
  return {
    product_id: list.filter((p): p is ProductJSON => typeof p === "object" && p !== null && typeof (p as ProductJSON)._id === "string"),
  };
}

/** The request body's `state_wishlist`: JSON text of [{pId}]. */
export function stateWishlistText(items: readonly WishItem[]): string {
  return JSON.stringify(items.map(({ pId }) => ({ pId })));
}

/** The server's wishlist as local items (for `wishlistStore.replace`). */
export function wishItemsFromServer(wishlist: UserWishlistJSON): WishItem[] {
  return wishlist.product_id.map((product) => ({ pId: product._id }));
}

/**
 * What the wishlist page shows: the server's products (its order, newest first) that are still in
 * the local list, so a heart taken off hides the card at once.
 */
export function visibleWishlist(products: readonly ProductJSON[], local: readonly WishItem[]): ProductJSON[] {
  const saved = new Set(local.map((item) => item.pId));
  return products.filter((product) => saved.has(product._id));
}

/** A visitor's list after the server priced `askedIds`: products it dropped (deleted, inactive) go; `local` itself when nothing changes. */
export function reconcileWishlist(local: readonly WishItem[], products: readonly ProductJSON[], askedIds: ReadonlySet<string>): WishItem[] {
  const known = new Set(products.map((p) => p._id));
  const next = local.filter((item) => known.has(item.pId) || !askedIds.has(item.pId));
  return next.length === local.length ? (local as WishItem[]) : next;
}
