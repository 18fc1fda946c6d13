"use client";

import { SyncQueryProvider } from "@/components/providers/sync-query-provider";
import { type ServerAnswer, useHandOver } from "@/hooks/server-answer";
import type { ProductJSON } from "@/lib/types/catalogue-json";
import type { StoredUser } from "@/stores/user-store";
import type { WishItem } from "@/stores/wishlist-store";
import { useServerWishlist } from "./use-server-wishlist";

export interface WishlistLoaderProps {
  items: WishItem[];
  user: StoredUser | null;
  ready: boolean;
  onAnswer: (answer: ServerAnswer<ProductJSON[]>) => void;
}

/**
 * Asks the server for the saved products and hands its answer to the page; draws nothing. Its own
 * chunk (src/components/wishlist/use-saved-products.tsx loads it after the page), so TanStack Query
 * and the sync client are not part of /shop/wishlist's first scripts. It shares the sync mutations'
 * query client, so a heart taken off is at once the page's data.
 */
export default function WishlistLoader(props: WishlistLoaderProps) {
  return (
    <SyncQueryProvider>
      <Loader {...props} />
    </SyncQueryProvider>
  );
}

function Loader({ items, user, ready, onAnswer }: WishlistLoaderProps) {
  useHandOver(useServerWishlist(items, user, ready), onAnswer);
  return null;
}
