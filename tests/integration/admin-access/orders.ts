import type { Access } from "@/server/auth/authorize";

// The back office's routes of this area, for the role table (tests/integration/route-access.test.ts):
// `<route file path under src/app/api> <METHOD>` → its access.

export const ROUTES: Record<string, Access> = {
  // Orders (back office §7; the detail's path is ours: the spec leaves it unnamed)
  "order/all/route.ts GET": { auth: "admin", permission: "orders" },
  "order/update-status/[id]/route.ts PATCH": { auth: "admin", permission: "orders" },
  "order/generate-payment-link/[id]/route.ts POST": { auth: "admin", permission: "orders.payment-link", stepUp: true },
  "admin/orders/[id]/route.ts GET": { auth: "admin", permission: "orders" },
  "admin/orders/[id]/route.ts PATCH": { auth: "admin", permission: "orders" },
  // The order's invoice for the owner (issue 22 §4).
  "admin/orders/[id]/invoice/route.ts GET": { auth: "admin", permission: "orders" },
};
