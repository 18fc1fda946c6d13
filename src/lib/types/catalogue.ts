// The JSON shapes of the catalogue API (the spec's field names: _id, total_price, category_id...).
// Prices here are rupees as numbers (two decimals at most); the database keeps integer paise.
// Server components receive the same shapes from src/server, so pages and API agree.

export interface MediaRef {
  url: string;
}

export interface CategoryRef {
  _id: string;
  name: string;
  slug: string;
  description: string;
}

export interface ColorDTO {
  _id: string;
  name: string;
  /** Swatch colour, e.g. #c0c0c0. */
  hex: string;
  status: boolean;
}

export interface CategoryDTO extends CategoryRef {
  image: MediaRef | null;
  status: boolean;
  /** Number of products in the category. */
  count: number;
}

export interface ProductDTO {
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
  category_id: CategoryRef;
  colors: Array<Pick<ColorDTO, "_id" | "name" | "hex">>;
  createdAt: string;
}

export interface ProductPage {
  prod: ProductDTO[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

export interface BlogPostSummaryDTO {
  _id: string;
  slug: string;
  title: string;
  author: string;
  tags: string[];
  coverImage: MediaRef | null;
  excerpt: string;
  status: "draft" | "published";
  createdAt: string;
  publishedAt: string | null;
}

export interface BlogPostDTO extends BlogPostSummaryDTO {
  /** Sanitized HTML. */
  content: string;
}

export interface BlogPage {
  blogs: BlogPostSummaryDTO[];
  page: number;
  pages: number;
  total: number;
}
