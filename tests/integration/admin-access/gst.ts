import type { Access } from "@/server/auth/authorize";

// Issue 45's gst routes, for the role table (tests/integration/route-access.test.ts).

export const ROUTES: Record<string, Access> = {
  "admin/reports/gst/[month]/route.ts GET": { auth: "admin", permission: "reports" },
  "admin/reports/gst/[month]/filed/route.ts POST": { auth: "admin", permission: "reports" },
  "admin/reports/gst/[month]/filed/route.ts DELETE": { auth: "admin", permission: "settings" },
  "admin/reports/gst/[month]/files/[file]/route.ts GET": { auth: "admin", permission: "reports" },
  "admin/reports/stock/route.ts GET": { auth: "admin", permission: "reports" },
};
