"use client";

import { useEffect, useMemo, useRef } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ServerAnswer } from "@/hooks/server-answer";
import { cartQueryKey, isSyncing } from "@/hooks/server-sync";
import { ApiError, callApi, syncPaths } from "@/lib/api/client";
import { type UserCartJSON, cartLineKey, cartLinesFromServer, readUserCart, reconcileWithQuote, stateCartText } from "@/lib/api/cart";
import { useCart } from "@/hooks/use-cart";
import { cartStore, type CartLine } from "@/stores/cart-store";
import type { StoredUser } from "@/stores/user-store";

async function fetchCart(path: string, body?: unknown, signal?: AbortSignal): Promise<UserCartJSON> {
  const cart = readUserCart(await callApi(path, { body, signal }));
  if (!cart) throw new ApiError("", 200);
  return cart;
}

/** get-cart with the cart's coupon (issue 44: `?coupon=CODE`), so its answer carries the offers. */
function customerCartPath(userId: string): string {
  const coupon = cartStore.getState().coupon;
  return coupon ? `${syncPaths.getCart(userId)}?${new URLSearchParams({ coupon }).toString()}` : syncPaths.getCart(userId);
}

/** A customer's cart as the server keeps it (get-cart): the query the cart page and checkout read. */
export const customerCartQuery = (userId: string) => ({
  queryKey: cartQueryKey(userId),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchCart(customerCartPath(userId), undefined, signal),
});

/**
 * The server's prices and stock for the local lines (they change at once), never the browser's. A
 * customer's cart comes from get-cart and replaces the local lines (a second device's changes
 * arrive here); a visitor's lines are priced by the public quote, which stores nothing. The quote is
 * asked again only when products come or go: a quantity changes no price. TanStack Query's part of
 * the cart: only src/components/cart/cart-pricer.tsx, loaded after the page, uses it.
 */
export function useServerCart(lines: CartLine[], user: StoredUser | null, ready: boolean): ServerAnswer<UserCartJSON> {
  const userId = user?._id ?? null;
  // The lines asked for: a piece in another size is another line (issue 42).
  const ids = useMemo(() => [...new Set(lines.map(cartLineKey))].sort().join(","), [lines]);
  // Offers (issue 44) follow the quantities and the coupon: a quantity changes the discount.
  const quantities = useMemo(() => lines.map((line) => `${cartLineKey(line)}=${line.qty}`).sort().join(","), [lines]);
  const coupon = useCart((state) => state.coupon);

  const fetched = useRef<UserCartJSON | undefined>(undefined);
  const customer = useQuery({
    queryKey: cartQueryKey(userId ?? ""),
    queryFn: async ({ signal }: { signal: AbortSignal }) => (fetched.current = await fetchCart(customerCartPath(userId ?? ""), undefined, signal)),
    enabled: ready && userId !== null,
    refetchOnMount: "always",
  });

  const quote = useQuery({
    queryKey: ["cart-quote", ids, quantities, coupon],
    queryFn: async ({ signal }) => {
      const { data: asked, coupon: code } = cartStore.getState();
      const cart = await fetchCart(syncPaths.quoteCart(), { state_cart: stateCartText(asked), ...(code ? { coupon_code: code } : {}) }, signal);
      return { cart, asked: new Set(asked.map(cartLineKey)) };
    },
    enabled: ready && userId === null && ids !== "",
    placeholderData: keepPreviousData,
  });

  // A customer's coupon changed: get-cart again with it.
  const refetchCustomer = customer.refetch;
  const firstCoupon = useRef(coupon);
  useEffect(() => {
    if (firstCoupon.current === coupon) return;
    firstCoupon.current = coupon;
    if (userId) void refetchCustomer();
  }, [userId, coupon, refetchCustomer]);
  // A change's answer (the sync's, without the coupon's offers) replaced get-cart's: ask get-cart again.
  useEffect(() => {
    if (!userId || !customer.data || customer.data === fetched.current || isSyncing("cart", userId)) return;
    if (cartStore.getState().coupon !== null || (fetched.current?.offers.length ?? 0) > 0) void refetchCustomer();
  }, [userId, customer.data, refetchCustomer]);

  // A customer: the server's cart is the truth, unless a change of theirs is still on its way.
  useEffect(() => {
    if (userId && customer.data && !isSyncing("cart", userId)) cartStore.getState().replace(cartLinesFromServer(customer.data));
  }, [userId, customer.data]);

  // A visitor: lines of products (or sizes) that no longer exist go, the others take the server's price.
  useEffect(() => {
    if (userId || !quote.data) return;
    const local = cartStore.getState().data;
    const next = reconcileWithQuote(local, quote.data.cart, quote.data.asked);
    if (next !== local) cartStore.getState().replace(next);
  }, [userId, quote.data]);

  const source = userId ? customer : quote;
  const serverCart = userId ? customer.data : quote.data?.cart;
  // No prices and the request failed: the page says so and offers a retry.
  return { data: serverCart, failed: source.isError && serverCart === undefined, retry: () => void source.refetch() };
}
