// Every link to a storefront route is built here: pages, components, the sitemap and the
// structured data all use these, so a route changes in one place. Paths only; absolute URLs
// come from absoluteUrl() in src/env.ts (server side).
import type { PriceBand, ProductSort } from "@/lib/constants";

/** The listings of storefront §2.7 plus gift cases, by their path segment under /shop. */
export const LISTING_KINDS = ["new-arrivals", "trending-products", "best-sellers", "gift-cases"] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** Gift cases are the category with this slug; its page is the /shop/gift-cases listing. */
export const GIFT_CASES_SLUG = "gift-cases";

/** What a listing URL may carry besides its path; defaults are left out so each view has one URL. */
export interface ListingParams {
  sort?: ProductSort;
  band?: PriceBand;
  color?: string;
  inStock?: boolean;
  /** A size's label (issue 42): pieces with that size in stock. */
  size?: string;
  page?: number;
}

/** A query string from listing params, without defaults ("" when nothing is set). */
export function listingQuery(params: ListingParams = {}): string {
  const query = new URLSearchParams();
  if (params.sort && params.sort !== "default") query.set("sort", params.sort);
  if (params.band) query.set("band", params.band);
  if (params.color) query.set("color", params.color);
  if (params.inStock) query.set("stock", "1");
  if (params.size) query.set("size", params.size);
  if (params.page && params.page > 1) query.set("page", String(params.page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** What a blog list URL may carry (storefront §2.14): a search, a tag and a page. */
export interface BlogListParams {
  search?: string;
  tag?: string;
  page?: number;
}

export const href = {
  home: () => "/",
  /** All products, or one category's products. */
  products: (params?: ListingParams) => `/shop/product${listingQuery(params)}`,
  category: (slug: string, params?: ListingParams) =>
    slug === GIFT_CASES_SLUG ? `/shop/${GIFT_CASES_SLUG}${listingQuery(params)}` : `/shop/product/${encodeURIComponent(slug)}${listingQuery(params)}`,
  listing: (kind: ListingKind, params?: ListingParams) => `/shop/${kind}${listingQuery(params)}`,
  product: (id: string) => `/prod-detail/${encodeURIComponent(id)}`,
  /** The size guide (issue 42), at a size set kind's section ("ring", "bangle", "length") when given. */
  sizeGuide: (kind?: string) => (kind && kind !== "free" ? `/shop/size-guide#${kind}` : "/shop/size-guide"),
  /** The search page itself: the search forms' action (a GET form adds ?q=). */
  searchForm: () => "/shop/search",
  search: (q: string, page?: number) => {
    const query = new URLSearchParams({ q });
    if (page && page > 1) query.set("page", String(page));
    return `/shop/search?${query.toString()}`;
  },
  /** The blog list; page 1 and empty values are left out, so each view has one URL. */
  blog: (params: BlogListParams = {}) => {
    const query = new URLSearchParams();
    if (params.search) query.set("search", params.search);
    if (params.tag) query.set("tag", params.tag);
    if (params.page && params.page > 1) query.set("page", String(params.page));
    const text = query.toString();
    return text ? `/shop/blog?${text}` : "/shop/blog";
  },
  blogPost: (slug: string) => `/shop/blog/${encodeURIComponent(slug)}`,
  cart: () => "/cart",
  /** Card checkout; the confirmation after a verified payment shows the order number it was given. */
  checkout: () => "/checkout",
  paymentSuccess: (orderNumber?: string) => (orderNumber ? `/payment-success?${new URLSearchParams({ order: orderNumber }).toString()}` : "/payment-success"),
  wishlist: () => "/shop/wishlist",
  orderRequest: (productId: string) => `/order-request/${encodeURIComponent(productId)}`,
  /** The order request for the whole cart (its lines come from the draft under CART_ORDER_DRAFT_KEY). */
  orderRequestCart: () => "/order-request/cart",
  login: () => "/login",
  register: () => "/register",
  /** The login page that returns to `callbackUrl` (a same-site path) after signing in. */
  loginThen: (callbackUrl: string) => `/login?${new URLSearchParams({ callbackUrl }).toString()}`,
  forgotPassword: () => "/forgot-password",
  /** The reset page; the e-mailed link carries the token. */
  resetPassword: (token?: string) => (token ? `/reset-password?${new URLSearchParams({ token }).toString()}` : "/reset-password"),
  account: () => "/account",
  trackOrder: (orderNumber?: string) => (orderNumber ? `/track-order?${new URLSearchParams({ order: orderNumber }).toString()}` : "/track-order"),
  contact: () => "/shop/contact",
  about: () => "/shop/about-us",
  faq: () => "/shop/faq",
  terms: () => "/shop/terms-condtions",
  privacy: () => "/shop/privacy-policy",
  inquiry: (codes: readonly string[] = []) => (codes.length ? `/inquiry/${codes.map(encodeURIComponent).join(",")}` : "/inquiry"),
} as const;
