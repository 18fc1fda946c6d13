"use client";

import { useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { type ServerAnswer, notAnswered } from "@/hooks/server-answer";
import { visibleWishlist } from "@/lib/api/wishlist";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import type { StoredUser } from "@/stores/user-store";
import type { WishItem } from "@/stores/wishlist-store";

/** The server's side (TanStack Query, the sync client): its own chunk, fetched once the page runs. */
const WishlistLoader = dynamic(() => import("./wishlist-loader"), { ssr: false });

/**
 * The saved products as the wishlist page shows them (storefront §2.11): only products still in the
 * local list. The page renders `loader`, which asks the server (src/components/wishlist/wishlist-loader.tsx)
 * and draws nothing.
 */
export function useSavedProducts(items: WishItem[], user: StoredUser | null, ready: boolean) {
  const [answer, setAnswer] = useState<ServerAnswer<ProductJSON[]>>(notAnswered);
  const products = useMemo(() => visibleWishlist(answer.data ?? [], items), [answer.data, items]);
  return {
    products,
    /** Waiting for the first answer (there are saved items but no products yet). */
    loading: items.length > 0 && answer.data === undefined && !answer.failed,
    failed: answer.failed,
    retry: answer.retry,
    loader: <WishlistLoader items={items} user={user} ready={ready} onAnswer={setAnswer} />,
  };
}
