import { href } from "@/lib/links";

/**
 * Paths kept out of the crawl (robots.txt): the back office, the API, and pages that are personal
 * or transactional (cart, checkout, accounts, orders, enquiries, wishlist). Search result pages
 * are noindex already; keeping them out spares the crawl budget for the catalogue.
 */
export const ROBOTS_DISALLOW = [
  "/admin",
  "/adm-login",
  "/adm-forgot-password",
  "/api/",
  href.cart(),
  "/checkout",
  href.login(),
  href.register(),
  href.forgotPassword(),
  href.resetPassword(),
  href.account(),
  "/order-request",
  "/inquiry",
  "/payment-success",
  "/track-order",
  "/pay/",
  href.wishlist(),
  "/shop/search",
] as const;
