import { createStore } from "zustand/vanilla";
import { persist } from "zustand/middleware";
import { CART_MAX_LINES, CART_STORAGE_KEY } from "@/lib/constants";
import { CODE_PATTERN, normaliseCode } from "@/lib/offers/code";
import {
  type CartLine,
  type CartLineKey,
  type NewCartLine,
  type ShownPrice,
  acknowledgeShownPrices,
  cartTotalPaise,
  clampQty,
  isSameLine,
  keepSeenPrices,
  parseCartLine,
  readCartLines,
  readCartState,
  toLineKey,
} from "./cart-lines";
import { type StorageLike, browserLocalStorage, isStoredId, safeJSONStorage } from "./safe-storage";

export type { CartLine, CartLineKey, NewCartLine, ShownPrice } from "./cart-lines";

/** A line's piece and size, or a bare piece id for its line without a size. */
export type LineRef = string | CartLineKey;

/**
 * The shopper's cart (storefront §3 Cart, §4 Cart). Only `data` is state; the item count and the
 * total are derived from it (selectors below) so they cannot drift from the lines.
 * The actions are plain and synchronous: the server sync of the accounts work wraps them.
 */
export type CartState = {
  data: CartLine[];
  /** False until the lines were read from local storage (and in the server render). */
  hydrated: boolean;
  /**
   * Appends the line with qty 1 unless given; ignored if the piece in that size is already in the
   * cart (the same piece in another size is another line), the line is invalid or the cart is full.
   */
  add: (line: NewCartLine) => void;
  /** Sets a line's quantity, clamped to 1–5 and to `max` (the stock, of its size for a sized piece) when given. */
  setQty: (line: LineRef, qty: number, max?: number) => void;
  /** Sets a line's colour (a colour id, or null). */
  setColor: (line: LineRef, color: string | null) => void;
  remove: (line: LineRef) => void;
  /**
   * Replaces all lines (the server's cart after login): invalid lines dropped, duplicates merged,
   * quantities clamped. A line whose price changes remembers the price the shopper last saw.
   */
  replace: (lines: readonly NewCartLine[]) => void;
  /** The cart page showed these prices: they become the prices last seen (no more "price updated"). */
  acknowledgePrices: (shown: readonly ShownPrice[]) => void;
  /** Empties the cart, its coupon too. */
  empty: () => void;
  /**
   * The coupon code the shopper applied (issue 44), upper-case, or null: sent with the cart's quote
   * and the orders, persisted with the lines, cleared when an order is placed. The server decides
   * whether it applies (the quote's `coupon`).
   */
  coupon: string | null;
  /** A refusal of the coupon to show under the coupon box (the server's words), or null. Not persisted. */
  couponMessage: string | null;
  /** Applies a code (normalised; an impossible code is ignored) or removes it (null); clears the message. */
  setCoupon: (code: string | null) => void;
  setCouponMessage: (message: string | null) => void;
};

/** Stored: the lines, and the coupon only when there is one (a cart without one is stored as before issue 44). */
type PersistedCart = Pick<CartState, "data"> & { coupon?: string | null };

/** A stored coupon: a code of the stored shape, else null. */
export function readCoupon(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = normaliseCode(value);
  return CODE_PATTERN.test(code) ? code : null;
}

function readPersistedCart(stored: unknown): PersistedCart {
  const coupon = typeof stored === "object" && stored !== null && "coupon" in stored ? readCoupon(stored.coupon) : null;
  return { ...readCartState(stored), coupon };
}

export const selectCartCount = (state: CartState) => state.data.length;
export const selectCartTotalPaise = (state: CartState) => cartTotalPaise(state.data);

/**
 * A cart store persisted under `Cartlist`. `getStorage` is for tests (an in-memory Storage); the
 * app uses the one `cartStore` below. Hydration is skipped at creation so the server render and
 * the browser's first render agree (an empty cart); StoreHydrator reads storage after that.
 */
export function createCartStore(getStorage: () => StorageLike | undefined = browserLocalStorage) {
  return createStore<CartState>()(
    persist(
      (set, get, api) => {
        /**
         * Every change goes through here. If a change comes before the hydrator has run (a click
         * React replays during hydration), read storage first, or saving would overwrite the
         * stored cart with an almost empty one. The storage is synchronous, so this is immediate.
         */
        const update = (change: (data: CartLine[]) => CartLine[]) => {
          if (!get().hydrated) void api.persist.rehydrate();
          const data = get().data;
          const next = change(data);
          if (next !== data) set({ data: next });
        };
        const updateLine = (ref: LineRef, change: (line: CartLine) => CartLine) =>
          update((data) => {
            const key = toLineKey(ref);
            const index = data.findIndex((line) => isSameLine(line, key));
            const line = data[index];
            if (line === undefined) return data;
            const changed = change(line);
            return changed === line ? data : data.map((l, i) => (i === index ? changed : l));
          });

        return {
          data: [],
          hydrated: false,
          add: (input) =>
            update((data) => {
              const line = parseCartLine(input);
              if (line === null || data.length >= CART_MAX_LINES || data.some((l) => isSameLine(l, line))) return data;
              return [...data, line];
            }),
          setQty: (ref, qty, max) => {
            if (!Number.isFinite(qty)) return;
            updateLine(ref, (line) => {
              const next = clampQty(qty, max);
              return next === line.qty ? line : { ...line, qty: next };
            });
          },
          setColor: (ref, color) => {
            if (color !== null && !isStoredId(color)) return;
            updateLine(ref, (line) => (line.color === color ? line : { ...line, color }));
          },
          remove: (ref) => {
            const key = toLineKey(ref);
            update((data) => (data.some((l) => isSameLine(l, key)) ? data.filter((l) => !isSameLine(l, key)) : data));
          },
          replace: (lines) => update((data) => keepSeenPrices(data, readCartLines(lines))),
          acknowledgePrices: (shown) => update((data) => acknowledgeShownPrices(data, shown)),
          empty: () => {
            update((data) => (data.length === 0 ? data : []));
            if (get().coupon !== null || get().couponMessage !== null) set({ coupon: null, couponMessage: null });
          },
          coupon: null,
          couponMessage: null,
          setCoupon: (code) => {
            if (!get().hydrated) void api.persist.rehydrate();
            const next = code === null ? null : readCoupon(code);
            if (code !== null && next === null) return;
            set({ coupon: next, couponMessage: null });
          },
          setCouponMessage: (message) => set({ couponMessage: message }),
        };
      },
      {
        name: CART_STORAGE_KEY,
        version: 1,
        storage: safeJSONStorage<PersistedCart>(readPersistedCart, getStorage),
        partialize: (state): PersistedCart => (state.coupon ? { data: state.data, coupon: state.coupon } : { data: state.data }),
        skipHydration: true,
        // The storage already parsed the stored state against the current shape, whatever version it was saved under.
        migrate: (stored) => stored as PersistedCart,
        // Storage is the truth when (re)hydrating: nothing stored, or another tab's empty cart, means an empty cart here.
        merge: (stored, current) => ({
          ...current,
          data: (stored as PersistedCart | undefined)?.data ?? [],
          coupon: (stored as PersistedCart | undefined)?.coupon ?? null,
          hydrated: true,
        }),
      },
    ),
  );
}

export type CartStore = ReturnType<typeof createCartStore>;

/** The app's cart. Read it in components through the hooks in src/hooks/use-cart.ts; act with `cartStore.getState().add(...)`. */
export const cartStore = createCartStore();
