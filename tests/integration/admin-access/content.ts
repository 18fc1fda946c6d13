import type { Access } from "@/server/auth/authorize";

// The back office's routes of this area, for the role table (tests/integration/route-access.test.ts):
// `<route file path under src/app/api> <METHOD>` → its access.

export const ROUTES: Record<string, Access> = {
  // Blog (issue 13; paths ours, the spec leaves them unnamed)
  "admin/blogs/route.ts GET": { auth: "admin", permission: "blog" },
  "admin/blogs/route.ts POST": { auth: "admin", permission: "blog" },
  "admin/blogs/[id]/route.ts GET": { auth: "admin", permission: "blog" },
  "admin/blogs/[id]/route.ts PUT": { auth: "admin", permission: "blog" },
  "admin/blogs/[id]/route.ts DELETE": { auth: "admin", permission: "blog" },
  // Settings and the audit log
  "admin/settings/route.ts GET": { auth: "admin", permission: "settings" },
  "admin/settings/route.ts PUT": { auth: "admin", permission: "settings" },
  "admin/audit/route.ts GET": { auth: "admin", permission: "audit" },
};
