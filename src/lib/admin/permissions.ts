// What each member of the shop's team may do (issue 43). One table, read by the server on every
// request (src/server/auth/authorize.ts: the role comes from the database each time, so a changed
// role applies to the next request) and by the back office's menu (it shows only what the role may
// use). Every admin route handler names the permission it needs in its definition:
// route({ auth: "admin", permission: "orders.write" }, ...). The README has this table in words.

export const STAFF_ROLES = ["owner", "manager", "orders", "writer"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  manager: "Manager",
  orders: "Orders",
  writer: "Writer",
};

export const PERMISSIONS = [
  /** The dashboard: each role sees only the cards of what it may use. */
  "dashboard",
  /** Products, categories, colours and sizes: read. */
  "catalogue.read",
  /** Products (with their prices and stock), categories, colours, sizes, uploads: change. */
  "catalogue.write",
  /** Today's silver rate (every by-weight price at once). Asks for the second factor again. */
  "silver-rate",
  /** Orders: read, change status and shipping, invoices. */
  "orders",
  /** Send a payment link for an order. Asks for the second factor again. */
  "orders.payment-link",
  /** Returns up to "received": approve, reject, receive. */
  "returns",
  /** Refund a return (a manager up to the owner's limit). Asks for the second factor again. */
  "returns.refund",
  "reviews",
  "inquiries",
  /** The contact form's messages. */
  "messages",
  /** The WhatsApp and mail outbox. */
  "notifications",
  "customers",
  "blog",
  "delivery",
  /** Coupon codes and festival offers (issue 44). */
  "offers",
  /** Reports, GST return figures, stock value (issue 45). */
  "reports",
  /** The shop's settings and the maintenance switch (which asks for the second factor again). */
  "settings",
  /** The team: invitations, roles, deactivation, the two-factor policy, the refund limit. */
  "staff",
  "audit",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const MANAGER: readonly Permission[] = [
  "dashboard",
  "catalogue.read",
  "catalogue.write",
  "silver-rate",
  "orders",
  "orders.payment-link",
  "returns",
  "returns.refund",
  "reviews",
  "inquiries",
  "messages",
  "notifications",
  "customers",
  "blog",
  "delivery",
  "offers",
  "reports",
];

export const ROLE_PERMISSIONS: Record<StaffRole, ReadonlySet<Permission>> = {
  owner: new Set(PERMISSIONS),
  manager: new Set(MANAGER),
  orders: new Set<Permission>(["dashboard", "catalogue.read", "orders", "returns", "inquiries", "messages"]),
  writer: new Set<Permission>(["dashboard", "blog"]),
};

/** Whether a role may use a permission. */
export function can(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].has(permission);
}

/** Roles that must give a second factor at sign-in under each policy (SiteSettings.twoFactorPolicy). */
export const TWO_FACTOR_ROLES: Record<"everyone" | "owners_managers", ReadonlySet<StaffRole>> = {
  everyone: new Set(STAFF_ROLES),
  owners_managers: new Set<StaffRole>(["owner", "manager"]),
};

/** How long a second factor counts for the actions that ask for it again (step-up). */
export const STEP_UP_WINDOW_MS = 10 * 60 * 1000;
