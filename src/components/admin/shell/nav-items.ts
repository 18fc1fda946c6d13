// The back office's sidebar (back office §2 Admin shell), one line per section, in the spec's order.
// Part 2 adds Users, Orders and Inquiries here.

export interface AdminNavItem {
  href: string;
  label: string;
}

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/category", label: "Category" },
  { href: "/admin/colors", label: "Colors" },
  { href: "/admin/products", label: "Products" },
  { href: "/admin/blogs", label: "Blogs" },
  { href: "/admin/settings", label: "Settings" },
  { href: "/admin/audit", label: "Audit log" },
];

/** Whether a link is the current section: /admin only on itself, the others on their sub-pages too. */
export function isCurrentSection(href: string, pathname: string): boolean {
  if (href === "/admin") return pathname === "/admin";
  return pathname === href || pathname.startsWith(`${href}/`);
}
