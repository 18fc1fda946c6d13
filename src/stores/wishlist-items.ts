import * as z from "zod/mini";
import { WISHLIST_MAX_ITEMS } from "@/lib/constants";
import { readList, ZStoredId } from "./safe-storage";

/** One saved product (storefront §3 Wishlist). */
export type WishItem = { pId: string };

const ZWishItem = z.object({ pId: ZStoredId });

export function parseWishItem(value: unknown): WishItem | null {
  const item = ZWishItem.safeParse(value);
  return item.success ? item.data : null;
}

/** Any value to a valid list: items checked one by one, duplicates dropped, at most WISHLIST_MAX_ITEMS. */
export function readWishItems(value: unknown): WishItem[] {
  return readList(value, parseWishItem, WISHLIST_MAX_ITEMS);
}

/** The persisted wishlist, from whatever storage held. */
export function readWishlistState(stored: unknown): { data: WishItem[] } {
  const data = typeof stored === "object" && stored !== null && "data" in stored ? stored.data : undefined;
  return { data: readWishItems(data) };
}
