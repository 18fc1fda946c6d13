"use client";

import { useEffect, useMemo } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ServerAnswer } from "@/hooks/server-answer";
import { isSyncing, wishlistQueryKey } from "@/hooks/server-sync";
import { ApiError, callApi, syncPaths } from "@/lib/api/client";
import { type UserWishlistJSON, readUserWishlist, reconcileWishlist, stateWishlistText, wishItemsFromServer } from "@/lib/api/wishlist";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import type { StoredUser } from "@/stores/user-store";
import { type WishItem, wishlistStore } from "@/stores/wishlist-store";

async function fetchWishlist(path: string, body?: unknown, signal?: AbortSignal): Promise<UserWishlistJSON> {
  const wishlist = readUserWishlist(await callApi(path, { body, signal }));
  if (!wishlist) throw new ApiError("", 200);
  return wishlist;
}

/**
 * The saved products' data from the server (storefront §2.11): a customer's from get-wishlist
 * (which replaces the local list, so a second device's changes arrive), a visitor's from the public
 * quote (stores nothing). TanStack Query's part of the wishlist: only
 * src/components/wishlist/wishlist-loader.tsx, loaded after the page, uses it.
 */
export function useServerWishlist(items: WishItem[], user: StoredUser | null, ready: boolean): ServerAnswer<ProductJSON[]> {
  const userId = user?._id ?? null;
  const ids = useMemo(() => [...new Set(items.map((item) => item.pId))].sort().join(","), [items]);

  const customer = useQuery({
    queryKey: wishlistQueryKey(userId ?? ""),
    queryFn: ({ signal }) => fetchWishlist(syncPaths.getWishlist(userId ?? ""), undefined, signal),
    enabled: ready && userId !== null,
    refetchOnMount: "always",
  });

  const quote = useQuery({
    queryKey: ["wishlist-quote", ids],
    queryFn: async ({ signal }) => {
      const asked = wishlistStore.getState().data;
      const wishlist = await fetchWishlist(syncPaths.quoteWishlist(), { state_wishlist: stateWishlistText(asked) }, signal);
      return { wishlist, asked: new Set(asked.map((item) => item.pId)) };
    },
    enabled: ready && userId === null && ids !== "",
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (userId && customer.data && !isSyncing("wishlist", userId)) wishlistStore.getState().replace(wishItemsFromServer(customer.data));
  }, [userId, customer.data]);

  useEffect(() => {
    if (userId || !quote.data) return;
    const local = wishlistStore.getState().data;
    const next = reconcileWishlist(local, quote.data.wishlist.product_id, quote.data.asked);
    if (next !== local) wishlistStore.getState().replace(next);
  }, [userId, quote.data]);

  const source = userId ? customer : quote;
  const all = userId ? customer.data?.product_id : quote.data?.wishlist.product_id;
  return { data: all, failed: source.isError && all === undefined, retry: () => void source.refetch() };
}
