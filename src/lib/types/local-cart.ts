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
   * The chosen size's id (issue 42), or null for a piece without sizes. The same piece in two sizes
   * is two lines. Optional, so lines stored before sizes existed still read back (as null).
   */
  size?: string | null;
  /**
   * Selling price in paise when the line was added. For the client-side total only: the server
   * prices every order itself and never reads this.
   */
  pricePaise: number;
  /**
   * The price the shopper last saw for this line, kept only while the server's price (`pricePaise`)
   * differs from it (a new silver rate): the cart page shows "was … now …" until they have seen it.
   * Optional, so lines stored before it existed still read back.
   */
  seenPricePaise?: number;
};

/** What `add` and `replace` accept: qty defaults to 1, colour to none. */
export type NewCartLine = { pId: string; pricePaise: number; qty?: number; color?: string | null; size?: string | null; seenPricePaise?: number };

/** A price the cart page showed the shopper: `acknowledgePrices` remembers it as seen (per piece and size). */
export type ShownPrice = { pId: string; size?: string | null; pricePaise: number };

/** What names one cart line: the piece and its size (null or absent for a piece without sizes). */
export type CartLineKey = { pId: string; size?: string | null };

/** One saved product (storefront §3 Wishlist). */
export type WishItem = { pId: string };
