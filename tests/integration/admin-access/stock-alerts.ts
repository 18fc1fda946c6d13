import type { Access } from "@/server/auth/authorize";

// Issue 45's stock-alerts routes, for the role table (tests/integration/route-access.test.ts).

export const ROUTES: Record<string, Access> = {
  // The shopper's "Tell me when it is back" (rate-limited)
  "stock-alerts/route.ts POST": { auth: "public" },
  // Who waits for what, and its CSV
  "admin/stock-alerts/route.ts GET": { auth: "admin", permission: "customers" },
};
