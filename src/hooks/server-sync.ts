// The server side of a logged-in customer's cart and wishlist changes (storefront §4 Product card,
// §7.2, §8), as TanStack Query mutations. Loaded with import() on the first change a customer makes
// (src/hooks/sync-actions.ts), so product cards do not carry TanStack Query, and a visitor never
// loads it. The cart and wishlist pages import it directly: they share its QueryClient, so a
// mutation's answer is at once the pages' data.
import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { type CartLineRequest, type UserCartJSON, cartLinesFromServer, readUserCart } from "@/lib/api/cart";
import { type UserWishlistJSON, readUserWishlist, wishItemsFromServer } from "@/lib/api/wishlist";
import { ApiError, type ApiMethod, callApi, syncPaths } from "@/lib/api/client";
import { APP_TOAST_MS } from "@/lib/constants";
import { SHELL_MSG } from "@/lib/messages/shell";
import { toast } from "@/lib/toast";
import { clearAfterLogout } from "./clear-after-logout";
import { cartStore } from "@/stores/cart-store";
import { userStore } from "@/stores/user-store";
import { wishlistStore } from "@/stores/wishlist-store";

function makeClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // As src/components/providers/query-provider.tsx: state that changes under the shopper.
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The browser's one client for the cart and wishlist (a fresh one per server render, so nothing is
 * shared between visitors there). Mounted, so mutations paused while offline resume when back online.
 */
export function getSyncQueryClient(): QueryClient {
  if (typeof window === "undefined") return makeClient();
  if (!browserClient) {
    browserClient = makeClient();
    browserClient.mount();
  }
  return browserClient;
}

export const cartQueryKey = (userId: string) => ["cart", userId] as const;
export const wishlistQueryKey = (userId: string) => ["wishlist", userId] as const;

type Scope = "cart" | "wishlist";

export interface SyncOptions {
  /** Puts the local change back; called when the server refuses it (or it never got through). */
  undo: () => void;
  /** Show the failure (the detail and cart pages); cards stay silent (spec §8). */
  notify?: boolean;
}

/** Network failures (no answer, a gateway's page) are retried with backoff; a refusal of ours is final. */
const MAX_RETRIES = 3;

/**
 * Runs one change on the server, after the ones before it for the same customer and list (a
 * mutation scope: the server sees the changes in the order the shopper made them). The local
 * store already shows the change (optimistic). On success the server's answer becomes the
 * pages' data and, once no other change of that list is waiting, the local store as well; on a
 * refusal the change is undone. A 401 means the session ended elsewhere: this device forgets the
 * customer, their cart and wishlist (as src/components/account/session-check.tsx does).
 */
function run<T>(scope: Scope, userId: string, request: () => Promise<T>, onAnswer: (answer: T, last: boolean) => void, options: SyncOptions) {
  const client = getSyncQueryClient();
  const mutationKey = [scope, userId];
  const observer = new MutationObserver<T, ApiError>(client, {
    mutationKey,
    scope: { id: `${scope}:${userId}` },
    mutationFn: request,
    retry: (failures, error) => error instanceof ApiError && error.retryable && failures < MAX_RETRIES,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
    // A read of this list (get-cart, get-wishlist) still on its way was answered, or will be, from
    // the server's state before this change: its answer must never become the pages' data (it
    // would put the older list back). The list's query key is the mutation key.
    onMutate: () => client.cancelQueries({ queryKey: mutationKey }),
    onSuccess: async (answer) => {
      // A read asked while this change was on its way may also predate it: dropped too, and only
      // then (a cancelled read puts its earlier data back) the server's answer becomes the data.
      await client.cancelQueries({ queryKey: mutationKey });
      // Still pending while this runs: 1 means no later change of this list is waiting.
      onAnswer(answer, client.isMutating({ mutationKey }) <= 1);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.httpStatus === 401) {
        // As the header's session check does: the session ended elsewhere, so this device forgets the customer's lists.
        if (userStore.getState().user?._id === userId) clearAfterLogout();
        return;
      }
      options.undo();
      // The read this change cancelled is asked again: the server's list is the truth after a refusal.
      void client.invalidateQueries({ queryKey: mutationKey });
      if (options.notify) {
        const message = error instanceof ApiError && error.msg ? error.msg : SHELL_MSG.cartSyncOffline;
        toast.error(message, { duration: APP_TOAST_MS });
      }
    },
  });
  return observer.mutate().catch(() => undefined);
}

async function cartCall(path: string, method: ApiMethod, body?: unknown): Promise<UserCartJSON> {
  const cart = readUserCart(await callApi(path, { method, body }));
  if (!cart) throw new ApiError("", 200);
  return cart;
}

async function wishlistCall(path: string, method: ApiMethod): Promise<UserWishlistJSON> {
  const wishlist = readUserWishlist(await callApi(path, { method }));
  if (!wishlist) throw new ApiError("", 200);
  return wishlist;
}

/** The server's cart is the truth for a customer: its prices, caps and other devices' lines. */
export function applyServerCart(userId: string, cart: UserCartJSON, replaceLocal: boolean): void {
  getSyncQueryClient().setQueryData(cartQueryKey(userId), cart);
  if (replaceLocal && userStore.getState().user?._id === userId) cartStore.getState().replace(cartLinesFromServer(cart));
}

export function applyServerWishlist(userId: string, wishlist: UserWishlistJSON, replaceLocal: boolean): void {
  getSyncQueryClient().setQueryData(wishlistQueryKey(userId), wishlist);
  if (replaceLocal && userStore.getState().user?._id === userId) wishlistStore.getState().replace(wishItemsFromServer(wishlist));
}

/** Adds a line, or sets an existing line's quantity and colour (add-to-db). A card sends the id only (spec §7.2). */
export function pushCartLine(userId: string, line: Pick<CartLineRequest, "pId"> & Partial<CartLineRequest>, options: SyncOptions) {
  return run("cart", userId, () => cartCall(syncPaths.addToCart(userId), "POST", line), (cart, last) => applyServerCart(userId, cart, last), options);
}

/** Removes one line: the piece in that size (`?size=`), or its line without a size. */
export function pushCartRemoval(userId: string, productId: string, size: string | null, options: SyncOptions) {
  return run(
    "cart",
    userId,
    () => cartCall(syncPaths.deleteFromCart(userId, productId, size), "DELETE"),
    (cart, last) => applyServerCart(userId, cart, last),
    options,
  );
}

export function pushWishlistAdd(userId: string, productId: string, options: SyncOptions) {
  return run(
    "wishlist",
    userId,
    () => wishlistCall(syncPaths.addToWishlist(userId, productId), "POST"),
    (wishlist, last) => applyServerWishlist(userId, wishlist, last),
    options,
  );
}

export function pushWishlistRemoval(userId: string, productId: string, options: SyncOptions) {
  return run(
    "wishlist",
    userId,
    () => wishlistCall(syncPaths.deleteFromWishlist(userId, productId), "DELETE"),
    (wishlist, last) => applyServerWishlist(userId, wishlist, last),
    options,
  );
}

/** Whether a change of this customer's list is still on its way (a page then keeps the local lines over a fetched answer). */
export function isSyncing(scope: Scope, userId: string): boolean {
  return getSyncQueryClient().isMutating({ mutationKey: [scope, userId] }) > 0;
}
