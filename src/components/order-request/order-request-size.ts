// The sizes of a piece sold by size as the single-piece order request shows them (issue 42). Plain
// code, so the server page can pick the size the URL names and the client form can show them.

export interface OrderRequestSize {
  id: string;
  label: string;
  stock: number;
  sellingPricePaise: number;
}

/** The size named by the page URL's `?size=` (its label, as the product page links here), if offered and in stock. */
export function sizeByLabel(sizes: readonly OrderRequestSize[], label: string | null | undefined): string | null {
  return sizes.find((s) => s.label === label && s.stock > 0)?.id ?? null;
}
