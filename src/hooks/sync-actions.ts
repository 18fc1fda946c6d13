// Every cart and wishlist change the shopper makes goes through here (cards, the detail page, Quick
// View, the cart and wishlist pages). The local store changes at once; for a logged-in customer the
// change then goes to the server through src/hooks/server-sync.ts, loaded on first use, which
// undoes the local change if the server refuses it. A visitor's changes stay on this device and
// call nothing. Kept small: product cards import it on every listing.
import { APP_TOAST_MS } from "@/lib/constants";
import { SHELL_MSG } from "@/lib/messages/shell";
import { toast } from "@/lib/toast";
import { isSameLine, toLineKey } from "@/stores/cart-lines";
import { type LineRef, type NewCartLine, cartStore } from "@/stores/cart-store";
import { userStore } from "@/stores/user-store";
import { wishlistStore } from "@/stores/wishlist-store";

type ServerSync = typeof import("./server-sync");

export interface ChangeOptions {
  /** Show a failed server sync (the detail and cart pages); cards stay silent (spec §8). */
  notify?: boolean;
}

/** The logged-in customer's id, reading local storage first if the hydrator has not run yet. */
function customerId(): string | null {
  if (!userStore.getState().hydrated) void userStore.persist.rehydrate();
  return userStore.getState().user?._id ?? null;
}

/** Loads the sync module and hands the change over; if the module cannot load, the change is undone like a refusal. */
function sync(push: (server: ServerSync) => unknown, undo: () => void, notify = false): void {
  import("./server-sync").then(push, () => {
    undo();
    if (notify) toast.error(SHELL_MSG.cartSyncOffline, { duration: APP_TOAST_MS });
  });
}

/** A click React replays during hydration may come before the hydrator ran: read storage first (it is synchronous). */
function ready(): void {
  if (!cartStore.getState().hydrated) void cartStore.persist.rehydrate();
  if (!wishlistStore.getState().hydrated) void wishlistStore.persist.rehydrate();
}

/** The line of this piece in this size (a bare id: the piece's line without a size). */
const lineOf = (ref: LineRef) => {
  const key = toLineKey(ref);
  return cartStore.getState().data.find((line) => isSameLine(line, key));
};

/** The size as the server's add-to-db takes it: only when the line has one. */
const sizeField = (size: string | null | undefined) => (size ? { size } : {});

/**
 * Adds a product to the cart unless it is there already in that size (storefront §4: "if logged in
 * and not already in the cart, on the server"); the same piece in another size is another line. The
 * detail page (`withChoice`) also sends the quantity and colour; a card sends the id only (and the
 * size, which a card of a sized piece never has: it links to the product page). Returns whether the line was added.
 */
export function addToCart(line: NewCartLine, options: ChangeOptions & { withChoice?: boolean } = {}): boolean {
  ready();
  if (lineOf(line)) return false;
  cartStore.getState().add(line);
  const added = lineOf(line);
  if (!added) return false; // refused locally (invalid, or the cart is full)
  const userId = customerId();
  if (userId) {
    const undo = () => cartStore.getState().remove(added);
    const body = options.withChoice
      ? { pId: added.pId, qty: added.qty, color: added.color, ...sizeField(added.size) }
      : { pId: added.pId, ...sizeField(added.size) };
    sync((server) => server.pushCartLine(userId, body, { undo, notify: options.notify }), undo, options.notify);
  }
  return true;
}

/**
 * Sets a line's quantity (1–5, and at most `max`, the stock of its size, when known). `ref` is the
 * line's piece and size, or a bare id for a piece without sizes.
 */
export function setCartQty(ref: LineRef, qty: number, max?: number, options: ChangeOptions = {}): void {
  ready();
  const before = lineOf(ref);
  if (!before) return;
  cartStore.getState().setQty(before, qty, max);
  const after = lineOf(before);
  const userId = customerId();
  if (!after || after.qty === before.qty || !userId) return;
  const undo = () => cartStore.getState().setQty(before, before.qty);
  const body = { pId: after.pId, qty: after.qty, color: after.color, ...sizeField(after.size) };
  sync((server) => server.pushCartLine(userId, body, { undo, notify: options.notify }), undo, options.notify);
}

/** Sets a line's colour (a colour id, or null). */
export function setCartColor(ref: LineRef, color: string | null, options: ChangeOptions = {}): void {
  ready();
  const before = lineOf(ref);
  if (!before) return;
  cartStore.getState().setColor(before, color);
  const after = lineOf(before);
  const userId = customerId();
  if (!after || after.color === before.color || !userId) return;
  const undo = () => cartStore.getState().setColor(before, before.color);
  const body = { pId: after.pId, qty: after.qty, color: after.color, ...sizeField(after.size) };
  sync((server) => server.pushCartLine(userId, body, { undo, notify: options.notify }), undo, options.notify);
}

/** Removes one line: the piece in that size (a bare id: the piece's line without a size). */
export function removeFromCart(ref: LineRef, options: ChangeOptions = {}): void {
  ready();
  const before = lineOf(ref);
  if (!before) return;
  cartStore.getState().remove(before);
  const userId = customerId();
  if (!userId) return;
  const undo = () => cartStore.getState().add(before);
  sync((server) => server.pushCartRemoval(userId, before.pId, before.size ?? null, { undo, notify: options.notify }), undo, options.notify);
}

/** Adds or removes a saved product; returns whether it is saved afterwards. Server failures are silent (spec §8). */
export function toggleWishlist(pId: string): boolean {
  ready();
  const before = wishlistStore.getState().data.some((item) => item.pId === pId);
  const saved = wishlistStore.getState().toggle(pId);
  const userId = customerId();
  if (userId && saved !== before) {
    const undo = () => (saved ? wishlistStore.getState().remove(pId) : wishlistStore.getState().add(pId));
    sync((server) => (saved ? server.pushWishlistAdd(userId, pId, { undo }) : server.pushWishlistRemoval(userId, pId, { undo })), undo);
  }
  return saved;
}
