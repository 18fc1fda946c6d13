import { href } from "@/lib/links";

// Header navigation (storefront §2.3). Shared by the desktop bar and the mobile drawer.
export const DESKTOP_NAV = [
  { href: href.home(), label: "Home" },
  { href: href.products(), label: "Products" },
  { href: href.blog(), label: "Blog" },
  { href: href.contact(), label: "Contact" },
  { href: href.about(), label: "About Us" },
] as const;
