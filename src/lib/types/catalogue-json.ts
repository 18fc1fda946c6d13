// The JSON shapes of the REST API (the spec's field names: _id, total_price, category_id...).
// Prices here are rupees as numbers (two decimals at most), as the spec's clients expect; each
// product also carries its prices in integer paise (price_paise, total_price_paise) so our own
// client code never turns rupees back into paise. Made from the domain types at the edge
// (src/lib/json/catalogue.ts); nothing inside the shop works with these shapes.

export interface MediaRef {
  url: string;
}

export interface CategoryRefJSON {
  _id: string;
  name: string;
  slug: string;
  description: string;
}

export interface ColorJSON {
  _id: string;
  name: string;
  /** Swatch colour, e.g. #c0c0c0. */
  hex: string;
  status: boolean;
}

export interface CategoryJSON extends CategoryRefJSON {
  image: MediaRef | null;
  status: boolean;
  /** Number of products in the category. */
  count: number;
}

export interface ProductJSON {
  _id: string;
  name: string;
  slug: string;
  code: string;
  description: string;
  /** Original price, rupees. */
  price: number;
  /** Discount percent, 0–99. */
  discount: number;
  /** Selling price after discount, rupees. */
  total_price: number;
  /** The same two prices in integer paise. */
  price_paise: number;
  total_price_paise: number;
  /** Stock. */
  quantity: number;
  /** Grams. */
  weight: number;
  /** Active (true) or inactive; the storefront treats inactive as out of stock. */
  status: boolean;
  /** True when the product is active and has stock. */
  inStock: boolean;
  image: MediaRef | null;
  images: MediaRef[];
  video: MediaRef | null;
  newArrival: boolean;
  trendingProd: boolean;
  bestSeller: boolean;
  /** Published verified reviews and the sum of their stars (issue 22). */
  reviewCount?: number;
  ratingSum?: number;
  category_id: CategoryRefJSON;
  colors: Array<Pick<ColorJSON, "_id" | "name" | "hex">>;
  /** Sold by size (issue 42): the set's name and kind, null for a piece without sizes. */
  size_set: { _id: string; name: string; kind: string } | null;
  /** The sizes offered, in the set's order (empty for a piece without sizes); prices in rupees and paise. */
  sizes: Array<{ _id: string; label: string; quantity: number; sku: string | null; price: number; price_paise: number; total_price: number; total_price_paise: number }>;
  createdAt: string;
}

export interface ProductPageJSON {
  prod: ProductJSON[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}
