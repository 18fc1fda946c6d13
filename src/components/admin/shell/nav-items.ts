import { canOpenPage } from "@/lib/admin/admin-pages";
import type { StaffRole } from "@/lib/admin/permissions";

// The back office's sidebar (back office §2 Admin shell), one line per section, in the spec's order.
// Each role sees only the sections it may open (issue 43): the permission of each page is in
// src/lib/admin/admin-pages.ts, the one table the server's 403 reads too.

export interface AdminNavItem {
  href: string;
  label: string;
}

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/users", label: "Users" },
  { href: "/admin/category", label: "Category" },
  { href: "/admin/colors", label: "Colors" },
  { href: "/admin/sizes", label: "Sizes" },
  { href: "/admin/products", label: "Products" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/returns", label: "Returns" },
  { href: "/admin/offers", label: "Offers" },
  { href: "/admin/reports", label: "Reports" },
  { href: "/admin/stock-alerts", label: "Stock alerts" },
  { href: "/admin/reviews", label: "Reviews" },
  { href: "/admin/blogs", label: "Blogs" },
  { href: "/admin/adm-inquiry", label: "Inquiries" },
  { href: "/admin/messages", label: "Messages" },
  { href: "/admin/silver-rate", label: "Silver rate" },
  { href: "/admin/delivery", label: "Delivery" },
  { href: "/admin/notifications", label: "WhatsApp" },
  { href: "/admin/settings", label: "Settings" },
  { href: "/admin/audit", label: "Audit log" },
  { href: "/admin/staff", label: "Staff" },
  { href: "/admin/account", label: "Your sign-in" },
];

/** The sections a role may open, in the menu's order. */
export function navItemsFor(role: StaffRole): AdminNavItem[] {
  return ADMIN_NAV_ITEMS.filter((item) => canOpenPage(role, item.href));
}

/** Whether a link is the current section: /admin only on itself, the others on their sub-pages too. */
export function isCurrentSection(href: string, pathname: string): boolean {
  if (href === "/admin") return pathname === "/admin";
  return pathname === href || pathname.startsWith(`${href}/`);
}
