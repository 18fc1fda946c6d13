// Header navigation (storefront §2.3). Shared by the desktop bar and the mobile drawer.
export const DESKTOP_NAV = [
  { href: "/", label: "Home" },
  { href: "/shop/product", label: "Products" },
  { href: "/shop/blog", label: "Blog" },
  { href: "/shop/contact", label: "Contact" },
  { href: "/shop/about-us", label: "About Us" },
] as const;
