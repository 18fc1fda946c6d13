import type { Access } from "@/server/auth/authorize";

// Issue 45's reports routes, for the role table (tests/integration/route-access.test.ts).

export const ROUTES: Record<string, Access> = {
  "admin/reports/sales/route.ts GET": { auth: "admin", permission: "reports" },
  "admin/reports/sales/csv/route.ts GET": { auth: "admin", permission: "reports" },
};
