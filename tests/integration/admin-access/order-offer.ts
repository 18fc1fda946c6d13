import type { Access } from "@/server/auth/authorize";

// The back office's routes of this area, for the role table (tests/integration/route-access.test.ts):
// `<route file path under src/app/api> <METHOD>` → its access.

export const ROUTES: Record<string, Access> = {
  // The coupon code of an order request, before its payment link (issue 44): whoever handles orders.
  "admin/orders/[id]/offer/route.ts PUT": { auth: "admin", permission: "orders" },
  "admin/orders/[id]/offer/route.ts DELETE": { auth: "admin", permission: "orders" },
};
