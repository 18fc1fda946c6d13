"use client";

import { type ReactNode, useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { getSyncQueryClient } from "@/hooks/server-sync";

/**
 * TanStack Query for the cart and wishlist pages, with the client the sync mutations use
 * (src/hooks/server-sync.ts), so each change's answer from the server is at once the page's data.
 */
export function SyncQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getSyncQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
