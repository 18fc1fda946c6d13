import { type Permission, type StaffRole, can } from "./permissions";

// Which permission each back-office page needs (issue 43 §1): one table, read by the server before
// a page renders (src/proxy.ts answers a role without it with the 403 page, status 403, and the admin
// layout checks again) and by the menu (nav-items.ts shows only what the role may open). A page is
// matched by its longest prefix here; `null` is open to every role. The data behind each page is
// guarded again by its API routes (their own permission, src/lib/admin/permissions.ts).

export const ADMIN_PAGES: Readonly<Record<string, Permission | null>> = {
  "/admin": "dashboard",
  // The staff member's own sign-in (authenticator, passkeys, devices): every role.
  "/admin/account": null,
  // The 403 page itself.
  "/admin/forbidden": null,
  "/admin/staff": "staff",
  "/admin/users": "customers",
  "/admin/category": "catalogue.write",
  "/admin/colors": "catalogue.write",
  "/admin/sizes": "catalogue.write",
  // The list reads the catalogue; adding and editing change it.
  "/admin/products": "catalogue.read",
  "/admin/products/add": "catalogue.write",
  "/admin/products/bulk-add": "catalogue.write",
  "/admin/products/edit": "catalogue.write",
  "/admin/orders": "orders",
  "/admin/returns": "returns",
  "/admin/reviews": "reviews",
  "/admin/blogs": "blog",
  "/admin/adm-inquiry": "inquiries",
  "/admin/messages": "messages",
  "/admin/silver-rate": "silver-rate",
  "/admin/delivery": "delivery",
  "/admin/notifications": "notifications",
  "/admin/offers": "offers",
  "/admin/reports": "reports",
  // Who waits for which sold-out piece: shoppers' addresses, so the customers' permission.
  "/admin/stock-alerts": "customers",
  "/admin/settings": "settings",
  "/admin/audit": "audit",
};

/** Where a refused page sends its "Back" link, and the page a must-enrol admin is kept on. */
export const ADMIN_HOME = "/admin";
export const ADMIN_ACCOUNT_PAGE = "/admin/account";
export const ADMIN_FORBIDDEN_PAGE = "/admin/forbidden";

/** The permission a back-office path needs (its longest listed prefix), or null when every role may open it. */
export function pagePermission(pathname: string): Permission | null {
  let path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  while (path.startsWith("/admin")) {
    if (path in ADMIN_PAGES) return ADMIN_PAGES[path]!;
    const cut = path.lastIndexOf("/");
    if (cut <= 0) break;
    path = path.slice(0, cut);
  }
  // Not under /admin at all (never asked): the dashboard's, which every role has.
  return "dashboard";
}

/** Whether a role may open a back-office path. */
export function canOpenPage(role: StaffRole, pathname: string): boolean {
  const permission = pagePermission(pathname);
  return permission === null || can(role, permission);
}
