import type { Access } from "@/server/auth/authorize";

// The back office's routes of this area, for the role table (tests/integration/route-access.test.ts):
// `<route file path under src/app/api> <METHOD>` → its access.
const ADMIN = { auth: "admin" } as const;

export const ROUTES: Record<string, Access> = {
  // Orders (back office §7; the detail's path is ours: the spec leaves it unnamed)
  "order/all/route.ts GET": ADMIN,
  "order/update-status/[id]/route.ts PATCH": ADMIN,
  "order/generate-payment-link/[id]/route.ts POST": ADMIN,
  "admin/orders/[id]/route.ts GET": ADMIN,
  "admin/orders/[id]/route.ts PATCH": ADMIN,
  // The order's invoice for the owner (issue 22 §4).
  "admin/orders/[id]/invoice/route.ts GET": ADMIN,
};
