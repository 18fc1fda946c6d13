"use client";

import { useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { type ServerAnswer, notAnswered } from "@/hooks/server-answer";
import { type UserCartJSON, buildCartView, productsById } from "@/lib/api/cart";
import type { CartLine } from "@/stores/cart-store";
import type { StoredUser } from "@/stores/user-store";
import { useCart } from "@/hooks/use-cart";
import { cartOffersView } from "./cart-offers";

/** The server's side (TanStack Query, the sync client): its own chunk, fetched once the page runs. */
const CartPricer = dynamic(() => import("./cart-pricer"), { ssr: false });

/**
 * The cart as /cart and /checkout show it: the local lines at the server's prices and stock, never
 * the browser's (unpriced until the server has answered). The page renders `pricer`, which asks the
 * server (src/components/cart/cart-pricer.tsx) and draws nothing. `offers`: the server's offers
 * for these lines (src/components/cart/cart-offers.ts).
 */
export function usePricedCart(lines: CartLine[], user: StoredUser | null, ready: boolean) {
  const [answer, setAnswer] = useState<ServerAnswer<UserCartJSON>>(notAnswered);
  const view = useMemo(() => buildCartView(lines, productsById(answer.data)), [lines, answer.data]);
  // The offers (issue 44): the server's, for these lines and the cart's coupon.
  const coupon = useCart((state) => state.coupon);
  const offers = useMemo(() => cartOffersView(answer.data, lines, coupon), [answer.data, lines, coupon]);
  return {
    view,
    offers,
    failed: answer.failed,
    retry: answer.retry,
    pricer: <CartPricer lines={lines} user={user} ready={ready} onAnswer={setAnswer} />,
  };
}
