// The shop's own catalogue types: what src/server returns and what pages and components use.
// Money is integer paise, ids are `id`, names are camelCase, dates are ISO strings (they cross
// the cache and the server/client boundary as plain data). The REST API's JSON (the spec's
// `_id`, `total_price` in rupees...) is made from these at the edge: src/lib/json/catalogue.ts.
import type { PriceBand, ProductFlag, ProductSort } from "@/lib/constants";

export interface CategoryRef {
  id: string;
  name: string;
  slug: string;
  description: string;
}

export interface Category extends CategoryRef {
  imageUrl: string | null;
  active: boolean;
  /** Active products in the category (what its listing shows). */
  productCount: number;
  updatedAt: string;
}

export interface Color {
  id: string;
  name: string;
  /** URL spelling of the name: "rose-gold". */
  slug: string;
  /** Swatch colour, e.g. #c0c0c0. */
  hex: string;
  active: boolean;
}

export type ProductColor = Pick<Color, "id" | "name" | "hex">;

/** The kinds of size set (issue 42): how their sizes are measured. */
export type SizeSetKind = "ring" | "bangle" | "length" | "free";

/** The set a sized piece takes its sizes from. */
export interface ProductSizeSet {
  id: string;
  name: string;
  kind: SizeSetKind;
}

/** One size a piece is offered in, in the set's order. */
export interface ProductSizeOption {
  /** The Size's id: what cart lines, order lines and `?size=` refer to (by label in the URL). */
  id: string;
  /** "12", "2-6", "18 in", "Adjustable". */
  label: string;
  stock: number;
  /** This size's own code, or null. */
  sku: string | null;
  /** This size's price and price after discount (by weight: from its own net weight). */
  pricePaise: number;
  sellingPricePaise: number;
}

export interface Product {
  id: string;
  name: string;
  slug: string;
  /** Upper-case product code, the SKU. */
  code: string;
  description: string;
  /** Original price. */
  pricePaise: number;
  /** 0–99, up to two decimals. */
  discountPercent: number;
  /** Price after discount: what the shopper pays. */
  sellingPricePaise: number;
  stock: number;
  weightGrams: number;
  /** For sale (true) or switched off by the owner; switched-off products show as out of stock. */
  active: boolean;
  /** Active and stock > 0. */
  inStock: boolean;
  /** Picture URLs in display order. */
  images: string[];
  videoUrl: string | null;
  newArrival: boolean;
  trendingProd: boolean;
  bestSeller: boolean;
  /** Published verified reviews and the sum of their stars (issue 22); 0 and 0 without any. */
  reviewCount?: number;
  ratingSum?: number;
  category: CategoryRef;
  colors: ProductColor[];
  /** Sold by size: the set, and the sizes offered in the set's order; null and [] for a piece without sizes. */
  sizeSet: ProductSizeSet | null;
  sizes: ProductSizeOption[];
  createdAt: string;
  updatedAt: string;
}

/** One page of a product listing or search. */
export interface ProductPage {
  items: Product[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

/** What a listing asks for. Every field optional; defaults: all active categories, sort "default", page 1. */
export interface ProductListOptions {
  categorySlug?: string;
  flag?: ProductFlag;
  priceBand?: PriceBand;
  /** A colour's slug ("rose-gold"). */
  colorSlug?: string;
  /** A size's label ("12", "18 in"): pieces offering a size of that label with stock (issue 42). */
  sizeLabel?: string;
  inStockOnly?: boolean;
  /** Leave this product out (related products). */
  excludeId?: string;
  sort?: ProductSort;
  page?: number;
  limit?: number;
}
