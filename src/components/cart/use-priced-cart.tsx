"use client";

import { useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { buildCartView, productsById } from "@/lib/api/cart";
import type { CartLine } from "@/stores/cart-store";
import type { StoredUser } from "@/stores/user-store";
import type { ServerCartAnswer } from "./use-server-cart";

/** The server's side (TanStack Query, the sync client): its own chunk, fetched once the page runs. */
const CartPricer = dynamic(() => import("./cart-pricer"), { ssr: false });

const NOT_YET: ServerCartAnswer = { serverCart: undefined, failed: false, retry: () => undefined };

/**
 * The cart as /cart and /checkout show it: the local lines at the server's prices and stock, never
 * the browser's (unpriced until the server has answered). The page renders `pricer`, which asks the
 * server (src/components/cart/cart-pricer.tsx) and draws nothing.
 */
export function usePricedCart(lines: CartLine[], user: StoredUser | null, ready: boolean) {
  const [answer, setAnswer] = useState<ServerCartAnswer>(NOT_YET);
  const view = useMemo(() => buildCartView(lines, productsById(answer.serverCart)), [lines, answer.serverCart]);
  return {
    view,
    failed: answer.failed,
    retry: answer.retry,
    pricer: <CartPricer lines={lines} user={user} ready={ready} onAnswer={setAnswer} />,
  };
}
