import { WISHLIST_MAX_ITEMS } from "@/lib/constants";
import type { WishItem } from "@/lib/types/local-cart";
import { isRecord, isStoredId, readList } from "./safe-storage";

export type { WishItem } from "@/lib/types/local-cart";

/** An item as stored or as passed in (plain guards, see safe-storage.ts); only `pId` is kept. */
export function parseWishItem(value: unknown): WishItem | null {
  return isRecord(value) && isStoredId(value.pId) ? { pId: value.pId } : null;
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
