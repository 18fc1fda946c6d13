"use client";

import { SyncQueryProvider } from "@/components/providers/sync-query-provider";
import { type ServerAnswer, useHandOver } from "@/hooks/server-answer";
import type { UserCartJSON } from "@/lib/api/cart";
import type { CartLine } from "@/stores/cart-store";
import type { StoredUser } from "@/stores/user-store";
import { useServerCart } from "./use-server-cart";

export interface CartPricerProps {
  lines: CartLine[];
  user: StoredUser | null;
  ready: boolean;
  onAnswer: (answer: ServerAnswer<UserCartJSON>) => void;
}

/**
 * Asks the server for the cart's prices and hands its answer to the page; draws nothing. Its own
 * chunk (src/components/cart/use-priced-cart.tsx loads it after the page), so TanStack Query and the
 * sync client are not part of /cart's and /checkout's first scripts. It shares the sync mutations'
 * query client, so each change's answer from the server is at once the page's data.
 */
export default function CartPricer(props: CartPricerProps) {
  return (
    <SyncQueryProvider>
      <Pricer {...props} />
    </SyncQueryProvider>
  );
}

function Pricer({ lines, user, ready, onAnswer }: CartPricerProps) {
  useHandOver(useServerCart(lines, user, ready), onAnswer);
  return null;
}
