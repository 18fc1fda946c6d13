import { createStore } from "zustand/vanilla";
import { persist } from "zustand/middleware";
import { WISHLIST_MAX_ITEMS, WISHLIST_STORAGE_KEY } from "@/lib/constants";
import { type StorageLike, browserLocalStorage, safeJSONStorage } from "./safe-storage";
import { type WishItem, parseWishItem, readWishItems, readWishlistState } from "./wishlist-items";

export type { WishItem } from "./wishlist-items";

/** The shopper's wishlist (storefront §3 Wishlist, §4 Wishlist). The count is derived: `data.length`. */
export type WishlistState = {
  data: WishItem[];
  /** False until the list was read from local storage (and in the server render). */
  hydrated: boolean;
  /** Adds the product unless it is already saved (or the id is invalid, or the list is full). */
  add: (pId: string) => void;
  remove: (pId: string) => void;
  /** Adds or removes; returns whether the product is saved afterwards. */
  toggle: (pId: string) => boolean;
  /** Replaces the list (the server's wishlist after login): invalid items dropped, duplicates merged. */
  replace: (items: readonly WishItem[]) => void;
  empty: () => void;
};

type PersistedWishlist = Pick<WishlistState, "data">;

export const selectWishlistCount = (state: WishlistState) => state.data.length;

/** A wishlist store persisted under `wishlist`; see createCartStore for `getStorage` and the hydration. */
export function createWishlistStore(getStorage: () => StorageLike | undefined = browserLocalStorage) {
  return createStore<WishlistState>()(
    persist(
      (set, get, api) => {
        // As in the cart: a change before the hydrator ran reads storage first, so it cannot overwrite it.
        const update = (change: (data: WishItem[]) => WishItem[]) => {
          if (!get().hydrated) void api.persist.rehydrate();
          const data = get().data;
          const next = change(data);
          if (next !== data) set({ data: next });
        };
        const has = (pId: string) => get().data.some((item) => item.pId === pId);
        const add = (pId: string) =>
          update((data) => {
            const item = parseWishItem({ pId });
            if (item === null || data.length >= WISHLIST_MAX_ITEMS || data.some((i) => i.pId === pId)) return data;
            return [...data, item];
          });
        const remove = (pId: string) => update((data) => (data.some((i) => i.pId === pId) ? data.filter((i) => i.pId !== pId) : data));

        return {
          data: [],
          hydrated: false,
          add,
          remove,
          toggle: (pId) => {
            if (!get().hydrated) void api.persist.rehydrate();
            if (has(pId)) remove(pId);
            else add(pId);
            return has(pId);
          },
          replace: (items) => update(() => readWishItems(items)),
          empty: () => update((data) => (data.length === 0 ? data : [])),
        };
      },
      {
        name: WISHLIST_STORAGE_KEY,
        version: 1,
        storage: safeJSONStorage<PersistedWishlist>(readWishlistState, getStorage),
        partialize: (state): PersistedWishlist => ({ data: state.data }),
        skipHydration: true,
        migrate: (stored) => stored as PersistedWishlist,
        merge: (stored, current) => ({ ...current, data: (stored as PersistedWishlist | undefined)?.data ?? [], hydrated: true }),
      },
    ),
  );
}

export type WishlistStore = ReturnType<typeof createWishlistStore>;

/** The app's wishlist. Read it through src/hooks/use-wishlist.ts; act with `wishlistStore.getState().toggle(id)`. */
export const wishlistStore = createWishlistStore();
