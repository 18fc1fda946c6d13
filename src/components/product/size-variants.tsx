"use client";

import type { ReactNode } from "react";
import { useChosenSize } from "./chosen-size";

/**
 * Server-rendered markup that follows the chosen size (issue 42): the price and the price breakup
 * of each size are rendered on the server and passed in; this shows the chosen size's, or
 * `fallback` (the piece's own, its lowest-priced size) before a size is chosen.
 */
export function SizeVariants({ productId, fallback, variants }: { productId: string; fallback: ReactNode; variants: Record<string, ReactNode> }) {
  const size = useChosenSize(productId);
  return <>{(size !== null ? variants[size] : undefined) ?? fallback}</>;
}
