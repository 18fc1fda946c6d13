// The server copies of a customer's cart and wishlist as the shop's own code sees them (paise,
// camelCase, domain Products). The REST API's JSON (UserCart, UserWishlist) is made from these at
// the edge: src/lib/json/cart.ts, src/lib/json/wishlist.ts.
import type { Product, ProductSizeOption } from "@/lib/types/catalogue";

/** A cart line as someone asks for it (the browser's list, a stored row): nothing checked yet. */
export interface WantedCartLine {
  productId: string;
  qty: number;
  colorId: string | null;
  /** The Size's id for a piece sold by size (issue 42), else null: the same piece in two sizes is two lines. */
  sizeId: string | null;
}

/** A line of a priced cart: the product as it is now, a quantity it allows, a colour it offers. */
export interface ServerCartLine {
  product: Product;
  /** 1–5 and no more than the stock; 1 on a sold-out line (shown as sold out, not counted in the total). */
  qty: number;
  /** One of the product's active colours, or null. */
  colorId: string | null;
  /** One of the sizes the piece offers (its stock and price are the line's), or null for a piece without sizes. */
  size: ProductSizeOption | null;
}

export interface ServerCart {
  lines: ServerCartLine[];
  /** Σ selling price × qty over the lines that can be bought now (sold-out lines excluded). */
  totalPaise: number;
}

export interface ServerWishlist {
  /** Active products only, newest first. */
  products: Product[];
}
