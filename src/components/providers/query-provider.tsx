"use client";

import { useState } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";

function makeClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Server components render the catalogue; client queries are for state that changes
        // under the user (cart, wishlist, admin tables), so a short freshness window is enough.
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
}

/**
 * TanStack Query for client data. Deliberately NOT mounted in the root layout: the home page and
 * other catalogue pages need no client queries, and the library would add to their JS budget.
 * Mount it in the layout of the routes that use it (cart, wishlist, checkout, admin).
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(makeClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
