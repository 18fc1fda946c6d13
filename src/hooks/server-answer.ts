"use client";

import { useEffect, useRef } from "react";

/**
 * What a page's lazy data island (src/components/cart/cart-pricer.tsx,
 * src/components/wishlist/wishlist-loader.tsx) learnt from the server: the data (undefined until it
 * came), whether asking failed with nothing to show, and how to ask again.
 */
export interface ServerAnswer<D> {
  data: D | undefined;
  failed: boolean;
  retry: () => void;
}

export function notAnswered<D>(): ServerAnswer<D> {
  return { data: undefined, failed: false, retry: () => undefined };
}

/** Hands the island's answer to its page when the data or the failure changes; retry always asks with the latest query. */
export function useHandOver<D>({ data, failed, retry }: ServerAnswer<D>, onAnswer: (answer: ServerAnswer<D>) => void) {
  const latestRetry = useRef(retry);
  useEffect(() => {
    latestRetry.current = retry;
  });
  useEffect(() => onAnswer({ data, failed, retry: () => latestRetry.current() }), [data, failed, onAnswer]);
}
