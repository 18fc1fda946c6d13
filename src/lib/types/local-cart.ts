// The browser's own cart and wishlist (kept in localStorage by src/stores/), as plain types: the
// stores keep them, and the readers of the server's answers (src/lib/api/) turn answers into them.

/** One cart line (storefront §3 Cart). */
export type CartLine = {
  pId: string;
  /** 1–5 (QUANTITY_CHOICES), and no more than the stock when the caller knows it. */
  qty: number;
  /** The chosen colour's id, or null. */
  color: string | null;
  /**
   * Selling price in paise when the line was added. For the client-side total only: the server
   * prices every order itself and never reads this.
   */
  pricePaise: number;
};

/** What `add` and `replace` accept: qty defaults to 1, colour to none. */
export type NewCartLine = { pId: string; pricePaise: number; qty?: number; color?: string | null };

/** One saved product (storefront §3 Wishlist). */
export type WishItem = { pId: string };
