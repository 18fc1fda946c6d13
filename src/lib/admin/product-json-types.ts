// The back office's product as the admin product calls answer it (back office §3 Product): prices
// in rupees, the discount in percent, the weight in grams, status true when the product is active.
// Types only, so the admin pages and the server share them without pulling server code along.

export interface AdminProductJSON {
  _id: string;
  name: string;
  slug: string;
  description: string;
  code: string;
  /** Original price in rupees (two decimals). */
  price: number;
  /** Percent, 0–99 (two decimals). */
  discount: number;
  /** Selling price in rupees, computed by the server from price and discount. */
  total_price: number;
  /** Units in stock. */
  quantity: number;
  /** Grams (two decimals). */
  weight: number;
  category_id: { _id: string; name: string };
  colors: { _id: string; name: string }[];
  /** In display order; the first is the main picture. */
  images: { _id: string; url: string }[];
  video: { url: string } | null;
  bestSeller: boolean;
  trendingProd: boolean;
  newArrival: boolean;
  /** true: Active (for sale); false: Inactive. */
  status: boolean;
  /** ISO 8601. */
  createdAt: string;
  /** Silver pricing (issue 21): fixed, or by weight from today's silver rate (then price is that rate's). */
  pricingMode: "fixed" | "by_weight";
  /** BIS purity grade: 800, 835, 900, 925, 970 or 990. */
  purity: number;
  huid: string | null;
  /** By weight: net silver weight in grams (three decimals); else null. */
  netWeight: number | null;
  makingChargeKind: "per_gram" | "percent" | null;
  /** By weight: ₹ per gram, or a percentage of the silver value; else null. */
  makingCharge: number | null;
  /** By weight: stone and other charges in rupees; 0 for a fixed price. */
  otherCharges: number;
  /** Sold by size (issue 42): the set its sizes come from, or null for one stock count. */
  sizeSet: { _id: string; name: string; kind: "ring" | "bangle" | "length" | "free" } | null;
  /** The sizes offered, smallest first (quantity is their sum); [] without sizes. */
  sizes: AdminProductSizeJSON[];
}

export interface AdminProductSizeJSON {
  /** The Size's id. */
  _id: string;
  label: string;
  stock: number;
  sku: string | null;
  /** By weight: this size's net silver weight in grams; else null. */
  netWeight: number | null;
  /** This size's price and price after discount, in rupees (by weight: from its own weight). */
  price: number;
  total_price: number;
}

/** GET /api/admin/products */
export interface AdminProductListJSON {
  products: AdminProductJSON[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

/** A bulk row's problem: which row (0-based), which field when known, and what to fix. */
export interface BulkRowError {
  row: number;
  field?: string;
  msg: string;
}
